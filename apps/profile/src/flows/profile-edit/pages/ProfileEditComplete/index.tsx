import { useClientVariant } from '@member-hub/app-kit/variant';
import { ProfileEditComplete } from '@member-hub/ui';

import { useProfileServices } from '../../../../shell/Providers';
import { cancelAddress } from '../../profile-edit';
import { type ProfileEditScreen } from '../../screens';

/** 030_ProfileEditComplete and the membership completion: 'Profile registered' and back to the service. */
export function ProfileEditCompletePage({ screen }: { screen: ProfileEditScreen }) {
  const services = useProfileServices();
  const { client } = useClientVariant();
  const target = cancelAddress(client, services.config.allowedReturnUrlPrefixes, services.memberHost);
  return (
    <ProfileEditComplete
      variant={screen}
      onBack={target ? () => window.location.assign(target) : undefined}
    />
  );
}
