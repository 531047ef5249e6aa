import { useClientVariant } from '@member-hub/app-kit/variant';

import { useProfileServices } from '../../../shell/Providers';

/** What the e-mail change screens hand to the flow functions. */
export function useChangeEmailDeps() {
  const services = useProfileServices();
  const { client, variant } = useClientVariant();
  return { services, client, variant };
}

/** Navigation state between the steps: the new address. */
export interface ChangeEmailState {
  readonly email: string;
}

export function changeEmailStateOf(state: unknown): ChangeEmailState | null {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email !== '' ? { email } : null;
}
