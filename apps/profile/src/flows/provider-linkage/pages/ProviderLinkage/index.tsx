import { Button, LoaderOverlay, ProviderLinkagePanel } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { useProviderLinkage } from '../../hooks/useProviderLinkage';

/**
 * 020_providerLinkage, /providerLinkage (profile spec §2, §4): the explanation, the linkage
 * state, link or unlink and back; the views link complete, unlink confirm and unlink complete.
 * Query provider (google or docomo-type; unknown or missing → back), serviceId, hidden.
 */
export function ProviderLinkagePage() {
  const { t } = useTranslation('providerLinkage');
  const linkage = useProviderLinkage('profile');
  const { provider, view, state } = linkage;
  if (!provider) return null;
  const name = t(`name.${provider}`);
  if (view === 'loading') return <LoaderOverlay active heading={t('loading')} />;
  const busy = view === 'linking' || view === 'unlinking';
  const backButton = (
    <Button block variant="secondary" onClick={linkage.back}>
      {t('back')}
    </Button>
  );

  let panel;
  switch (view) {
    case 'link-complete':
      panel = (
        <ProviderLinkagePanel heading={t('linkComplete', { name })} actions={backButton}>
          <p>{t('linkCompleteBody', { name })}</p>
        </ProviderLinkagePanel>
      );
      break;
    case 'unlink-confirm':
      panel = (
        <ProviderLinkagePanel
          heading={t('unlinkConfirm', { name })}
          actions={
            <>
              <Button block onClick={() => void linkage.confirmUnlink(provider)}>
                {t('unlinkDo')}
              </Button>
              <Button block variant="secondary" onClick={linkage.cancelUnlink}>
                {t('cancel')}
              </Button>
            </>
          }
        >
          <p>{t('unlinkConfirmBody', { name })}</p>
        </ProviderLinkagePanel>
      );
      break;
    case 'unlink-complete':
      panel = <ProviderLinkagePanel heading={t('unlinkComplete', { name })} actions={backButton} />;
      break;
    default:
      panel = (
        <ProviderLinkagePanel
          heading={t('heading', { name })}
          status={{
            label: t('stateLabel'),
            value: state.linked ? t('linked') : t('notLinked'),
            linked: state.linked,
          }}
          note={state.disabled ? t('carrierDisabled') : undefined}
          actions={
            <>
              {state.linked ? (
                <Button block disabled={state.disabled || busy} onClick={linkage.askUnlink}>
                  {t('unlink')}
                </Button>
              ) : (
                <Button block disabled={state.disabled || busy} onClick={() => void linkage.link(provider)}>
                  {t('link')}
                </Button>
              )}
              {backButton}
            </>
          }
        >
          <p>{t(`explanation.${provider}`)}</p>
        </ProviderLinkagePanel>
      );
  }

  return (
    <>
      {panel}
      <LoaderOverlay active={busy} heading={view === 'unlinking' ? t('unlinking') : t('linking')} />
    </>
  );
}
