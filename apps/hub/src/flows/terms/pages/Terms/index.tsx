import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { RoutePath } from '../../../../route-paths';

export type TermsKind = 'index' | 'members' | 'point' | 'services' | 'privacy';

const SUB_PAGES = [
  { kind: 'members', to: RoutePath.termsMembers },
  { kind: 'point', to: RoutePath.termsPoint },
  { kind: 'services', to: RoutePath.termsServices },
  { kind: 'privacy', to: RoutePath.termsPrivacy },
] as const;

/**
 * 004_termsOfService and its sub-pages (member terms = TermsOfMembers, point terms, membership
 * service list, personal-information rules). The texts are PLACEHOLDERS, marked as such on the
 * page: the spec does not give them. Every page has the header back button (route `back`: this
 * tab's history, else /login); the index links the sub-pages, each sub-page links the index.
 */
export function TermsPage({ kind }: { kind: TermsKind }) {
  const { t } = useTranslation('register');
  return (
    <article className="hub-stack">
      <h2 className="hub-h2">{t(`terms.${kind}`)}</h2>
      <p className="hub-note" data-placeholder="true">
        {t('terms.placeholder')}
      </p>
      <ul className="hub-list">
        {kind === 'index' ? (
          SUB_PAGES.map((page) => (
            <li key={page.kind}>
              <Link className="hub-link" to={page.to}>
                {t(`terms.${page.kind}`)}
              </Link>
            </li>
          ))
        ) : (
          <li>
            <Link className="hub-link" to={RoutePath.termsOfService}>
              {t('terms.index')}
            </Link>
          </li>
        )}
      </ul>
    </article>
  );
}
