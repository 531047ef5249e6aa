import { useTranslation } from 'react-i18next';

import { type LinkageProvider } from './ProviderLinkageSection';

export interface LinkageErrorBannerProps {
  /** The provider of the profile edit's `error` query (google, docomo). */
  provider: LinkageProvider;
}

/**
 * The provider-linkage error banner of the profile edit (profile §8): 'cannot be linked' and
 * 'this Google account / d account is already linked'. An alert, read out when the page opens.
 */
export function LinkageErrorBanner({ provider }: LinkageErrorBannerProps) {
  const { t } = useTranslation('profileForm');
  return (
    <div className="mh-error-summary mh-banner" role="alert">
      <p className="mh-banner__title">{t('edit.linkageError.title')}</p>
      <p className="mh-banner__body">{t(`edit.linkageError.${provider}`)}</p>
    </div>
  );
}
