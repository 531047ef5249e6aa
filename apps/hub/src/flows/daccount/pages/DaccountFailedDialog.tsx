import { useClientVariant } from '@member-hub/app-kit/variant';
import { LinkageErrorDialog } from '@member-hub/ui';

import { useHubServices } from '../../../shell/ServicesContext';
import { RoutePath } from '../../../route-paths';

/**
 * The d-account failure dialog (hub §8 "D-account failure"): ui's external-linkage dialog, its
 * button back to the service's return address (or the login page without a client).
 */
export function DaccountFailedDialog({ open }: { open: boolean }) {
  const services = useHubServices();
  const { client, variant } = useClientVariant();
  return (
    <LinkageErrorDialog
      open={open}
      variant={variant.key}
      onBack={() => services.assign(client?.returnUrl ?? RoutePath.login)}
    />
  );
}
