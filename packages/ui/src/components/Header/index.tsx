import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface HeaderProps {
  /** Screen title, rendered as the page's only h1. */
  title: ReactNode;
  /** Called by the back button; the button is shown only when this is given and `showBack` is not false. */
  onBack?: () => void;
  showBack?: boolean;
  /** Back button text; default 戻る (shell namespace). */
  backLabel?: ReactNode;
  /** Hide the whole header (route metadata). */
  hidden?: boolean;
  /** Member-site layout: a quieter header (spec: "the header changes"). */
  memberSite?: boolean;
  /**
   * The service the member is signing in for or using, shown above the title so that every screen
   * says whose page it is (issue "one name per journey"); none, no line.
   */
  serviceName?: ReactNode;
}

export function Header({
  title,
  onBack,
  showBack = true,
  backLabel,
  hidden = false,
  memberSite = false,
  serviceName,
}: HeaderProps) {
  const { t } = useTranslation('shell');
  if (hidden) return null;
  const withBack = showBack && onBack != null;
  return (
    <header className={memberSite ? 'mh-header mh-header--member-site' : 'mh-header'}>
      <div className="mh-header__inner">
        {withBack ? (
          <button type="button" className="mh-header__back" onClick={onBack}>
            <span aria-hidden="true" className="mh-header__back-arrow">
              ‹
            </span>
            {backLabel ?? t('header.back')}
          </button>
        ) : null}
        <div className="mh-header__titles">
          {serviceName ? <p className="mh-header__service">{serviceName}</p> : null}
          <h1 className="mh-header__title">{title}</h1>
        </div>
      </div>
    </header>
  );
}
