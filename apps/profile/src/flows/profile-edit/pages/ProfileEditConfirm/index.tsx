import { type MeResponse } from '@member-hub/api-client';
import { SAVE_LOADER_DELAY_EDIT_MS } from '@member-hub/enums';
import { AdultWarning, LoaderOverlay, ProfileConfirm } from '@member-hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';

import { useProfileServices } from '../../../../shell/Providers';
import { useProfileEditMember } from '../../hooks/useProfileEditMember';
import { useSaveProfileEdit } from '../../hooks/useSaveProfileEdit';
import {
  birthdayChangesLeftAfter,
  formValuesOf,
  type ProfileEditValues,
  readDraftForConfirm,
  showsAdultWarning,
  showsFirstEditNotice,
  thumbnailUrlOf,
} from '../../profile-edit';
import { type ProfileEditScreen, profileEditScreens } from '../../screens';

/**
 * SLOT for the membership variant's bonus points (flows/points, another branch): runs after a
 * completed save, before the complete screen (profile §4 "Bonus points on save").
 */
export type AfterProfileSave = (input: {
  readonly me: MeResponse;
  readonly values: ProfileEditValues;
  readonly initial: ProfileEditValues;
}) => Promise<void>;

/**
 * 029_profileEditConfirm and the membership confirm (profile spec §2, §4): the values read-only,
 * the first-edit notice (createDate equals updateDate, after 2020-12-24) and the under-18 → adult
 * warning. この内容で登録する saves (the loader after 4 s); 前のページへ戻って修正する goes back with
 * the values (stopReload). Opened without them it goes back to the edit form.
 */
export function ProfileEditConfirmPage({
  screen,
  afterSave,
}: {
  screen: ProfileEditScreen;
  afterSave?: AfterProfileSave | undefined;
}) {
  const { t } = useTranslation('app');
  const services = useProfileServices();
  const navigate = useNavigate();
  const info = profileEditScreens[screen];
  const member = useProfileEditMember();
  const save = useSaveProfileEdit();
  // Read once: saving clears the draft, which must not send this page back to the form.
  const [values, setValues] = useState<ProfileEditValues | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  if (!member.data) return <LoaderOverlay active heading={t('profileEdit.loading')} />;
  const me = member.data;
  const shown = values === undefined ? readDraftForConfirm(services.storage, me.uid) : values;
  if (values === undefined) setValues(shown);
  if (!shown) return <Navigate to={info.edit} replace />;
  const initial = formValuesOf(me);

  async function confirm() {
    if (!shown || busy) return;
    setBusy(true);
    const result = await save.mutateAsync({ uid: me.uid, values: shown, initial, variant: info.variant });
    switch (result.kind) {
      case 'complete':
        if (afterSave) {
          await afterSave({ me: result.me, values: shown, initial }).catch((error: unknown) =>
            services.policy.report(error, { step: 'profile edit after save' }),
          );
        }
        void navigate(info.complete, { replace: true });
        return;
      case 'not-authorized':
      case 'auth-error':
        services.policy.returnUnauthorized();
        return;
      case 'timeout':
        setBusy(false);
        services.policy.handle(result.error, { step: 'profile edit save' });
        return;
      case 'nickname-taken':
        // Back to the form (the draft keeps every value) with the nickname's own message and the
        // focus on it, so the member can type another one at once.
        setBusy(false);
        void navigate(info.edit, { replace: true, state: { nicknameTaken: true } });
        return;
      case 'failed':
        setBusy(false);
        // The catalogue's alert, suppressed when the timeout dialog already tells the member.
        services.policy.report(result.error, { step: 'profile edit save' });
        if (!services.timeout.get()) await services.alerts.show({ message: t('profileEdit.failed') });
        return;
    }
  }

  // Saving this birthday uses one of the two changes: said before the member saves.
  const changesLeft = birthdayChangesLeftAfter(me, shown.birthday);
  const extraRows = info.variant.asksPurchaseShop
    ? [{ key: 'shop', label: t('profileEdit.shopLabel'), value: shown.shopName || shown.shopKey || '—' }]
    : undefined;

  return (
    <>
      <ProfileConfirm
        mode="edit"
        values={shown}
        email={me.email}
        thumbnailUrl={thumbnailUrlOf(shown.thumbnail, me, services.config.memberApiBase)}
        showPublicNotice={showsFirstEditNotice(me, services.storage)}
        busy={busy}
        extraRows={extraRows}
        onConfirm={() => void confirm()}
        onBack={() => void navigate(info.edit)}
      >
        {showsAdultWarning(initial.birthday, shown.birthday) && <AdultWarning />}
        {changesLeft !== null && (
          <p className="mh-notice" role="note">
            {t(changesLeft > 0 ? 'profileEdit.birthdayChange' : 'profileEdit.birthdayLastChange', {
              count: changesLeft,
            })}
          </p>
        )}
      </ProfileConfirm>
      <LoaderOverlay active={busy} delayMs={SAVE_LOADER_DELAY_EDIT_MS} heading={t('profileEdit.saving')} />
    </>
  );
}
