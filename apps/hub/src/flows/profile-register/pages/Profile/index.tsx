import { StepView } from '@member-hub/app-kit/guard';
import {
  LoaderOverlay,
  MessageDialog,
  ProfileForm,
  type ProfileFormOutput,
  type ProfileFormValues,
} from '@member-hub/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { useClientVariant } from '@member-hub/app-kit/variant';
import {
  isExpressMode,
  keepDraft,
  keepFormDraft,
  readDraft,
  shouldConfirmLeave,
} from '../../../shared/profile-register';
import { type ProfileRegisterShown } from '../../loader';
import { useHubServices } from '../../../../shell/ServicesContext';
import { RoutePath } from '../../../../route-paths';
import { useRegisterFormLeaveGuard } from '../../../shared/hooks/useRegisterFormLeaveGuard';

/**
 * 008_profileRegister 'プロフィール登録' (profile spec §2): the profile form (header without back
 * button) with the live nickname check (GET /member/v1/nickname). In express mode (the stored
 * profile mode is not 'input') nothing is asked: the route's loader (flows/profile-register/
 * loader.ts) saves a generated profile at once and this is its loading view.
 */
export function ProfileRegisterPage() {
  const { t } = useTranslation('register');
  const services = useHubServices();
  const navigate = useNavigate();
  const { client } = useClientVariant();
  const express = isExpressMode(client);
  // Sent back from the confirmation because the server found the nickname taken.
  const nicknameTaken = (useLocation().state as { nicknameTaken?: unknown } | null)?.nicknameTaken === true;
  const email = services.identity.currentUser()?.email ?? null;

  // The confirmation, avatar picker and complete routes are no 'leaving' (shouldConfirmLeave). A
  // leave she agrees to returns her to the register (or login) page: the register-form exit flag.
  useRegisterFormLeaveGuard({ active: !express, confirmsLeavingTo: shouldConfirmLeave });

  // Every change waits in the draft (not validated: the confirmation does not open on it), so a
  // reload or Android's Back, which comes back here through the used mail link, shows the form
  // again with the values.
  const keepTyped = useCallback(
    (values: ProfileFormValues) => keepFormDraft(services.storage, values),
    [services.storage],
  );

  if (express)
    return (
      <StepView<ProfileRegisterShown>>
        {(shown) => (
          <>
            <LoaderOverlay active={!shown} delayMs={0} heading={t('profile.express')} />
            <MessageDialog
              open={shown === 'failed'}
              message={t('profile.failed')}
              hint={t('profile.failedLeaveHint')}
              onClose={() => services.policy.returnUnauthorized()}
            />
          </>
        )}
      </StepView>
    );

  function submit(values: ProfileFormOutput) {
    keepDraft(services.storage, values);
    void navigate(RoutePath.registerProfileConfirm);
  }

  // The icons are chosen on their own screen (901_avator_inRegist); the typed values wait in the draft.
  function chooseThumbnail(values: ProfileFormValues) {
    keepFormDraft(services.storage, values);
    void navigate(RoutePath.registerAvatar);
  }

  async function checkNickname(nickname: string, signal: AbortSignal) {
    const answer = await services.api.checkNickname({ query: { nickname }, signal });
    return !answer.exsist;
  }

  return (
    <ProfileForm
      mode="register"
      defaultValues={readDraft(services.storage) ?? undefined}
      onSubmit={submit}
      checkNickname={checkNickname}
      nicknameTaken={nicknameTaken}
      onChooseThumbnail={chooseThumbnail}
      onValuesChange={keepTyped}
      email={email}
    />
  );
}
