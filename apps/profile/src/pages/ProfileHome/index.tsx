import { useMe } from '@member-hub/api-client/react';
import { LoaderOverlay } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

/**
 * 028_ProfileEdit / 031_MemberProfileEdit, for now the signed-in member's profile greeting: the
 * profile edit screens of the later issues replace it. GET /me through TanStack Query; a failure
 * goes to the error policy (the query client's global fallback).
 */
export function ProfileHomePage() {
  const { t } = useTranslation('app');
  const me = useMe();
  if (!me.data) return <LoaderOverlay active heading={t('home.loading')} />;
  return (
    <div>
      <h2>{t('home.greeting', { nickname: me.data.nickname })}</h2>
    </div>
  );
}
