import { useMemo } from 'react';

import { useProfileServices } from '../../../shell/Providers';
import { mailRewardPoints } from '../../points/mail-reward';
import { type MailRewardPoints } from '../mail-link';

/** The profile-input mail reward for the mail-link modes update and authRegist (flows/points). */
export function useMailRewardPoints(): MailRewardPoints {
  const { api } = useProfileServices();
  return useMemo(() => mailRewardPoints(api), [api]);
}
