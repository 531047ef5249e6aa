import { LoaderOverlay, ProfileForm, type ProfileFormOutput, type ProfileFormValues } from '@member-hub/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { useClientVariant } from '@member-hub/app-kit/variant';
import {
  expressProfile,
  isExpressMode,
  keepDraft,
  keepFormDraft,
  readDraft,
  saveRegistration,
  shouldConfirmLeave,
} from '../../../shared/profile-register';
import { useHubServices } from '../../../../shell/ServicesContext';
import { RoutePath } from '../../../../route-paths';
import { useLeaveGuard } from '@member-hub/app-kit/leave-guard';

/**
 * 008_profileRegister 'プロフィール登録' (profile spec §2): the profile form (header without back
 * button) with the live nickname check (GET /member/v1/nickname). In express mode (the stored
 * profile mode is not 'input') nothing is asked: a generated profile is saved at once.
 */
export function ProfileRegisterPage() {
  const { t } = useTranslation('register');
  const services = useHubServices();
  const navigate = useNavigate();
  const { client, variant } = useClientVariant();
  const express = isExpressMode(client);
  // Sent back from the confirmation because the server found the nickname taken.
  const nicknameTaken = (useLocation().state as { nicknameTaken?: unknown } | null)?.nicknameTaken === true;
  const started = useRef(false);
  const email = services.identity.currentUser()?.email ?? null;

  // The confirmation, avatar picker and complete routes are no 'leaving' (shouldConfirmLeave).
  useLeaveGuard({
    active: !express,
    message: `${t('profile.leave')}\n${t('profile.leaveNote')}`,
    confirmsLeavingTo: shouldConfirmLeave,
  });

  useEffect(() => {
    if (!express || started.current) return;
    started.current = true;
    // Failures go through the error policy (the flow runner).
    void services.flows
      .run('express-profile', async () =>
        saveRegistration(services, await expressProfile(services.api), variant),
      )
      .then((run) => {
        if (!run.ok) return;
        const result = run.value;
        if (result.kind === 'complete') void navigate(RoutePath.registerComplete, { replace: true });
        else if (result.kind === 'not-authorized') services.policy.returnUnauthorized();
        else if (result.kind === 'timeout') services.policy.handle(result.error);
        else {
          services.policy.report(result.error, { step: 'express profile' });
          void services.alerts
            .show({ message: t('profile.failed'), hint: t('profile.failedLeaveHint') })
            .then(() => services.policy.returnUnauthorized());
        }
      });
  }, [express, navigate, services, t, variant]);

  // Every change waits in the draft (not validated: the confirmation does not open on it), so a
  // reload or Android's Back, which comes back here through the used mail link, shows the form
  // again with the values.
  const keepTyped = useCallback(
    (values: ProfileFormValues) => keepFormDraft(services.storage, values),
    [services.storage],
  );

  if (express) return <LoaderOverlay active delayMs={0} heading={t('profile.express')} />;

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
