import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FooterProps {
  /**
   * The operating company (a limited liability company the spec does not name): each app passes
   * its deployment's value (`@member-hub/deployment-config` `operatingCompany`).
   */
  companyName: string;
  /** Year on the copyright line; the current year by default. */
  year?: number;
  /** Hidden by route metadata or the member-site layout. */
  hidden?: boolean;
  /** Extra content above the operator line (links to terms, for instance). */
  children?: ReactNode;
}

export function Footer({ companyName, year, hidden = false, children }: FooterProps) {
  const { t } = useTranslation('shell');
  if (hidden) return null;
  const copyrightYear = year ?? new Date().getFullYear();
  return (
    <footer className="mh-footer">
      <div className="mh-footer__inner">
        {children}
        <p className="mh-footer__operator">
          {t('footer.operatorLabel')}：{companyName}
        </p>
        <p className="mh-footer__copyright">
          <small>{t('footer.copyright', { year: copyrightYear, company: companyName })}</small>
        </p>
      </div>
    </footer>
  );
}
