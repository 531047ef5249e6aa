import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export type LinkageProvider = 'google' | 'docomo';

export interface ProviderLinkageItem {
  provider: LinkageProvider;
  /** The member has this provider linked. */
  linked: boolean;
}

export interface ProviderLinkageSectionProps {
  /** The providers shown (the app applies the hidden / Google-hidden rules). */
  items: readonly ProviderLinkageItem[];
  /**
   * The app's link to the provider-linkage screen (/providerLinkage?provider=…); `label` is the
   * accessible text ("set up the Google link"). ui never navigates itself.
   */
  renderAction: (provider: LinkageProvider, label: string) => ReactNode;
}

/**
 * The profile edit's provider linkage section (profile §2): each provider with its state
 * (連携済み / 未連携) and a link to the linkage screen, where linking and unlinking happen.
 */
export function ProviderLinkageSection({ items, renderAction }: ProviderLinkageSectionProps) {
  const { t } = useTranslation('profileForm');
  const headingId = `linkage${useId()}`;
  if (items.length === 0) return null;
  return (
    <section className="mh-field mh-linkage" data-field="providerLinkage" aria-labelledby={headingId}>
      <h3 id={headingId} className="mh-field__label mh-section-heading">
        {t('edit.linkage.heading')}
      </h3>
      <p className="mh-field__hint">{t('edit.linkage.hint')}</p>
      <ul className="mh-linkage__list">
        {items.map(({ provider, linked }) => {
          const name = t(`edit.linkage.${provider}`);
          return (
            <li key={provider} className="mh-linkage__item">
              <p className="mh-linkage__name">
                <span>{name}</span>
                <span className={`mh-linkage__state${linked ? ' mh-linkage__state--linked' : ''}`}>
                  {linked ? t('edit.linkage.linked') : t('edit.linkage.notLinked')}
                </span>
              </p>
              {renderAction(provider, t('edit.linkage.manage', { provider: name }))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
