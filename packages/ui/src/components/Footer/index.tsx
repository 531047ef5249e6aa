import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The spec names the operator only as a limited liability company (合同会社) and hides its
 * name: this placeholder is the default until the real name is passed in.
 */
export const DEFAULT_COMPANY_NAME = '合同会社〇〇';

export interface FooterProps {
  /** Operating company; default 合同会社〇〇 (placeholder, the spec hides the name). */
  companyName?: string;
  /** Year on the copyright line; the current year by default. */
  year?: number;
  /** Hidden by route metadata or the member-site layout. */
  hidden?: boolean;
  /** Extra content above the operator line (links to terms, for instance). */
  children?: ReactNode;
}

export function Footer({ companyName = DEFAULT_COMPANY_NAME, year, hidden = false, children }: FooterProps) {
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
