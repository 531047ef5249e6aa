import { StepView } from '@member-hub/app-kit/guard';
import { type LinkageNameId } from '@member-hub/enums';
import { Button, LoaderOverlay, ProviderLinkagePanel } from '@member-hub/ui';
import { useClientVariant } from '@member-hub/app-kit/variant';
import { useTranslation } from 'react-i18next';

import { useLinkageProvider, useProviderLinkage } from '../../hooks/useProviderLinkage';
import { type LinkageStart } from '../../provider-linkage';

/**
 * AuthRegister/ProviderLinkage (profile spec §2; hub spec §2: takes the query provider): the
 * auth-register flow's linkage. States: already linked, link complete (Google or the carrier
 * account), and 'cannot register newly; this account is already linked'. A failed linkage goes to
 * the fixed error page (profile §8). The start is read by the route's loader (../../loader.ts);
 * the loading view meanwhile.
 */
export function AuthRegisterProviderLinkagePage() {
  const { t } = useTranslation('providerLinkage');
  const provider = useLinkageProvider();
  if (!provider) return null;
  return (
    <StepView<LinkageStart>>
      {(start) =>
        start ? (
          <AuthRegisterProviderLinkageScreen provider={provider} start={start} />
        ) : (
          <LoaderOverlay active heading={t('loading')} />
        )
      }
    </StepView>
  );
}

function AuthRegisterProviderLinkageScreen({
  provider,
  start,
}: {
  provider: LinkageNameId;
  start: LinkageStart;
}) {
  const { t } = useTranslation('providerLinkage');
  const { client } = useClientVariant();
  const linkage = useProviderLinkage('authRegister', provider, start);
  const { view } = linkage;
  const name = t(`name.${provider}`);
  const busy = view === 'linking';
  const toService = client?.returnUrl ? (
    <Button block variant="secondary" onClick={() => window.location.assign(client.returnUrl)}>
      {t('backToService')}
    </Button>
  ) : (
    <Button block variant="secondary" onClick={linkage.back}>
      {t('back')}
    </Button>
  );

  let panel;
  switch (view) {
    case 'already-linked':
      panel = <ProviderLinkagePanel heading={t('alreadyLinkedView', { name })} actions={toService} />;
      break;
    case 'link-complete':
      panel = (
        <ProviderLinkagePanel heading={t('linkComplete', { name })} actions={toService}>
          <p>{t('linkCompleteBody', { name })}</p>
        </ProviderLinkagePanel>
      );
      break;
    case 'cannot-register':
      panel = <ProviderLinkagePanel heading={t('cannotRegister')} actions={toService} />;
      break;
    default:
      panel = (
        <ProviderLinkagePanel
          heading={t('heading', { name })}
          actions={
            <>
              <Button block disabled={busy} onClick={() => void linkage.link(provider)}>
                {t('link')}
              </Button>
              {toService}
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
      <LoaderOverlay active={busy} heading={t('linking')} />
    </>
  );
}
