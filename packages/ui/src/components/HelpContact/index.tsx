import { useTranslation } from 'react-i18next';

export interface HelpContactProps {
  /** The support line as printed (deployment `support.phone`, e.g. 0120-123-456). */
  phone: string;
  /** When the line is open (deployment `support.hours`). */
  hours: string;
  /** The contact page (deployment `support.page`). */
  page: string;
}

/** The digits a tel: link dials (hyphens and spaces dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The help line every error screen ends with (issue "every error screen has a way forward"): whom
 * to call and when, as a large tel: link, and the contact page. Values from the deployment's
 * configuration, never from the code.
 */
export function HelpContact({ phone, hours, page }: HelpContactProps) {
  const { t } = useTranslation('shell');
  return (
    <section className="mh-help-contact" aria-label={t('help.label')}>
      <p className="mh-help-contact__lead">{t('help.lead')}</p>
      <p>
        <a className="mh-help-contact__phone" href={telHref(phone)}>
          {phone}
        </a>
        <span className="mh-help-contact__hours">（{hours}）</span>
      </p>
      <p>
        <a className="mh-help-contact__page" href={page} target="_blank" rel="noopener noreferrer">
          {t('help.page')}
        </a>
      </p>
    </section>
  );
}
