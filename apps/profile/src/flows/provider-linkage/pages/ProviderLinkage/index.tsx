import { StepView } from '@member-hub/app-kit/guard';
import { type LinkageNameId } from '@member-hub/enums';
import { Button, LoaderOverlay, MessageDialog, ProviderLinkagePanel } from '@member-hub/ui';
import { useTranslation } from 'react-i18next';

import { useLinkageProvider, useProviderLinkage } from '../../hooks/useProviderLinkage';
import { type LinkageStart } from '../../provider-linkage';

/**
 * 020_providerLinkage, /providerLinkage (profile spec §2, §4): the explanation, the linkage
 * state, link or unlink and back; the views link complete, unlink confirm and unlink complete.
 * Query provider (google or docomo-type; unknown or missing → back), serviceId, hidden. The
 * linkage state is read by the route's loader (../../loader.ts); the loading view meanwhile.
 */
export function ProviderLinkagePage() {
  const { t } = useTranslation('providerLinkage');
  const provider = useLinkageProvider();
  if (!provider) return null;
  return (
    <StepView<LinkageStart>>
      {(start) =>
        start ? (
          <ProviderLinkageScreen provider={provider} start={start} />
        ) : (
          <LoaderOverlay active heading={t('loading')} />
        )
      }
    </StepView>
  );
}

function ProviderLinkageScreen({ provider, start }: { provider: LinkageNameId; start: LinkageStart }) {
  const { t } = useTranslation('providerLinkage');
  const linkage = useProviderLinkage('profile', provider, start);
  const { view, state } = linkage;
  const name = t(`name.${provider}`);
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
      <MessageDialog
        open={linkage.startAlert === 'already-linked'}
        title={t('alert.title')}
        message={t('alert.alreadyLinked', { name })}
        closeLabel={t('alert.close')}
        onClose={linkage.closeStartAlert}
      />
    </>
  );
}
