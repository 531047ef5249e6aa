import { KANTAN_LOCKOUT_MINUTES } from '@member-hub/enums';
import { PasswordChangeForm, type PasswordChangeValues } from '@member-hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { useClientVariant } from '@member-hub/app-kit/variant';
import { useProfileServices } from '../../../../shell/Providers';
import { changeKantanPassword, type PasswordChangeResult } from '../../kantan-pwd-edit';

type Answer = PasswordChangeResult['kind'];

const MESSAGE_KEY = {
  changed: 'kantanPwdEdit.changed',
  'wrong-current': 'kantanPwdEdit.wrongCurrent',
  'locked-out': 'kantanPwdEdit.lockedOut',
  failed: 'kantanPwdEdit.failed',
  'status-error': 'kantanPwdEdit.statusError',
} as const satisfies Record<Answer, string>;

/**
 * /kantanPwdEdit?rakuUid=… (KantanPwdEdit): current, new and confirmation passwords, 'change'
 * and back (hub §2, §4 "Kantan password change"; profile spec §2).
 */
export function KantanPwdEditPage() {
  const { t, i18n } = useTranslation('app');
  const services = useProfileServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { variant } = useClientVariant();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ kind: Answer; minutes: number } | null>(null);
  const rakuUid = search.get('rakuUid') ?? '';

  const change = async (values: PasswordChangeValues) => {
    setBusy(true);
    setAnswer(null);
    try {
      const result = await changeKantanPassword(
        { api: services.api, report: (error, context) => services.policy.report(error, context) },
        rakuUid,
        values,
      );
      if (result.kind === 'status-error') services.policy.report(result.error, { step: 'kantanPwdEdit' });
      // The lockout says how long is really left (the server's Retry-After).
      setAnswer({
        kind: result.kind,
        minutes: result.kind === 'locked-out' ? result.minutes : KANTAN_LOCKOUT_MINUTES,
      });
    } catch (error) {
      services.policy.fail(error, { step: 'kantanPwdEdit' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="profile-stack">
      <p>{t('kantanPwdEdit.lead')}</p>
      <PasswordChangeForm
        copy={{
          currentPassword: t('kantanPwdEdit.currentPassword'),
          newPassword: t('kantanPwdEdit.newPassword'),
          newPasswordHint: t('kantanPwdEdit.newPasswordHint'),
          confirmPassword: t('kantanPwdEdit.confirmPassword'),
          submit: t('kantanPwdEdit.submit'),
          back: t('kantanPwdEdit.back'),
        }}
        busy={busy}
        lang={i18n.language === 'en' ? 'en' : 'ja'}
        message={
          answer
            ? {
                tone: answer.kind === 'changed' ? 'success' : 'error',
                text: t(MESSAGE_KEY[answer.kind], { minutes: answer.minutes }),
              }
            : undefined
        }
        onSubmit={(values) => void change(values)}
        // The back button: the member profile edit in the members layout, otherwise the profile edit.
        onBack={() => void navigate(variant.profileEditPath)}
      />
    </div>
  );
}
