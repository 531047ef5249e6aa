import { PasskeyList } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { browserCanAddPasskey, usePasskeys } from '../hooks/usePasskeys';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('ja-JP', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * The profile edit's 「指紋や顔でログイン」 section: the member's passkeys (device name, date added,
 * last used) with 削除 behind a confirmation, and 追加 for this phone. Several per member; a
 * member whose phone changed signs in by mail and removes the old one here.
 */
export function PasskeySection({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('app');
  const { passkeys, busy, notice, remove, add } = usePasskeys();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="mh-field mh-passkeys" aria-labelledby="passkeys-heading">
      <Heading id="passkeys-heading" className="mh-field__label mh-section-heading">
        {t('passkeys.heading')}
      </Heading>
      {notice ? (
        <p role={notice === 'failed' || notice === 'cancelled' ? 'alert' : 'status'}>
          {t(`passkeys.${notice}`)}
        </p>
      ) : null}
      {passkeys ? (
        <PasskeyList
          passkeys={passkeys}
          formatDate={formatDate}
          busy={busy}
          onRemove={(id) => void remove(id)}
          onAdd={browserCanAddPasskey() ? () => void add() : undefined}
          labels={{
            explanation: t('passkeys.explanation'),
            empty: t('passkeys.empty'),
            added: (date) => t('passkeys.addedOn', { date }),
            lastUsed: (date) => t('passkeys.lastUsedOn', { date }),
            neverUsed: t('passkeys.neverUsed'),
            remove: t('passkeys.remove'),
            confirmRemove: (deviceName) => t('passkeys.confirmRemove', { deviceName }),
            confirmYes: t('passkeys.confirmYes'),
            confirmNo: t('passkeys.confirmNo'),
            add: t('passkeys.add'),
          }}
        />
      ) : null}
    </section>
  );
}
