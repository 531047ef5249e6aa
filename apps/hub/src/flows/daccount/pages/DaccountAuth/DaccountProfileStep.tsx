import { ProfileForm, type ProfileFormOutput } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useRegisterFormLeaveGuard } from '../../../shared/hooks/useRegisterFormLeaveGuard';
import { keepDraft, readDraft } from '../../../shared/profile-register';
import { useHubServices } from '../../../../shell/ServicesContext';
import { RoutePath } from '../../../../route-paths';
import { DaccountKey, isDaccountStep } from '../../keys';

/**
 * The carrier flow's 008_profileRegister form (a new carrier member with profile=input), shown on
 * /daccountRegister/auth (daccountAuthentication): the registration's form with its live nickname
 * check and the icons in place (the avatar picker's return belongs to the e-mail registration).
 * A valid submit keeps the draft with the stop-reload flag → daccountAuthenticationConfirm.
 */
export function DaccountProfileStep() {
  const { t } = useTranslation('register');
  const services = useHubServices();
  const navigate = useNavigate();

  // Leaving asks 'このページを離れますか？'; the flow's own next steps are no leaving. A leave she
  // agrees to returns her to the page she started from (the register-form exit flag).
  useRegisterFormLeaveGuard({ active: true, confirmsLeavingTo: (path) => !isDaccountStep(path) });

  function submit(values: ProfileFormOutput) {
    keepDraft(services.storage, values);
    void navigate(RoutePath.daccountConfirm);
  }

  async function checkNickname(nickname: string, signal: AbortSignal) {
    const answer = await services.api.checkNickname({ query: { nickname }, signal });
    return !answer.exsist;
  }

  // Back from the confirmation: her draft. Else the carrier's nickname, if it gave one.
  const draft = readDraft(services.storage);
  const carrierNickname = draft ? null : services.storage.getItem(DaccountKey.carrierNickname);
  return (
    <>
      {carrierNickname ? <p>{t('profile.carrierNickname')}</p> : null}
      <ProfileForm
        mode="register"
        defaultValues={draft ?? (carrierNickname ? { nickname: carrierNickname } : undefined)}
        onSubmit={submit}
        checkNickname={checkNickname}
        email={null}
      />
    </>
  );
}
