/**
 * Register mode requires that the member does not exist (hub spec §2 "Entry rules"): asked by the
 * e-mail registration and by the registration with Google.
 */
import { isHttpError, type MemberApiClient } from '@member-hub/api-client';
import { EntryMode } from '@member-hub/enums';
import { modeAllows } from '@member-hub/validators';

export async function registerModeAllowed(api: Pick<MemberApiClient, 'getMe'>): Promise<boolean> {
  let exists = true;
  try {
    await api.getMe();
  } catch (error) {
    if (isHttpError(error) && error.status === 404) exists = false;
    else throw error;
  }
  return modeAllows(EntryMode.Register, exists);
}
