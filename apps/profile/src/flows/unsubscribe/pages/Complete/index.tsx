import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

import { useProfileServices } from '../../../../shell/Providers';
import { RoutePath } from '../../../../route-paths';
import { endUnsubscribeComplete, isUnsubscribeComplete } from '../../unsubscribe';

/**
 * 014_unsubscribeComplete: only right after a successful deletion (the completion flag), else
 * back to 012. The flag is used up once shown, so a reload goes back too.
 */
export function UnsubscribeCompletePage() {
  const { t } = useTranslation('unsubscribe');
  const { storage } = useProfileServices();
  const [complete] = useState(() => isUnsubscribeComplete(storage));
  const headingId = useId();
  const queryClient = useQueryClient();
  useEffect(() => {
    endUnsubscribeComplete(storage);
    // The member's data held by this page (the confirmation's queries), now that no screen observes it.
    if (complete) queryClient.clear();
  }, [storage, complete, queryClient]);

  if (!complete) return <Navigate to={RoutePath.unsubscribe} replace />;
  return (
    <section className="mh-unsubscribe" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('complete.heading')}</h2>
      <p>{t('complete.body')}</p>
    </section>
  );
}
