import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { RoutePath, type RoutePathValue } from '../../../../route-paths';
import { deployment } from '../../../../shell/deployment';

export type TermsKind = 'index' | 'members' | 'point' | 'membershipService' | 'services' | 'privacy';

const PATH: Readonly<Record<TermsKind, RoutePathValue>> = {
  index: RoutePath.termsOfService,
  members: RoutePath.termsMembers,
  point: RoutePath.termsPoint,
  membershipService: RoutePath.termsMembershipService,
  services: RoutePath.termsServices,
  privacy: RoutePath.termsPrivacy,
};

/**
 * Which pages each page links (profile spec §2 "Terms screens"): the community terms (the index)
 * link the personal-information, member and point terms, and the list of covered services (hub 004
 * sub-page); the member terms link the personal-information and membership-service terms; the
 * point terms link the membership-service and member terms. Every other page links the index.
 */
export const TERMS_LINKS: Readonly<Record<TermsKind, readonly TermsKind[]>> = {
  index: ['privacy', 'members', 'point', 'services'],
  members: ['privacy', 'membershipService', 'index'],
  point: ['membershipService', 'members', 'index'],
  membershipService: ['index'],
  services: ['index'],
  privacy: ['index'],
};

/** The deployment's document of each page (the index is the community terms). */
const DOCUMENT: Readonly<Record<TermsKind, keyof typeof deployment.terms>> = {
  index: 'community',
  members: 'members',
  point: 'point',
  membershipService: 'membershipService',
  services: 'services',
  privacy: 'privacy',
};

/**
 * 004_termsOfService and its sub-pages (member terms = TermsOfMembers, point terms,
 * membership-service terms, membership service list, personal-information rules). The texts are
 * the operator's own documents from the deployment configuration (`terms`), one paragraph each;
 * the list of covered services is shown as a list. Every page has the header back button (route
 * `back`: this tab's history, else /login).
 */
export function TermsPage({ kind }: { kind: TermsKind }) {
  const { t } = useTranslation('register');
  const paragraphs = deployment.terms[DOCUMENT[kind]];
  return (
    <article className="hub-stack" aria-labelledby="terms-heading">
      <h2 className="hub-h2" id="terms-heading">
        {t(`terms.${kind}`)}
      </h2>
      {kind === 'services' ? (
        <ul className="hub-list" data-terms-document={DOCUMENT[kind]}>
          {paragraphs.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      ) : (
        <div className="hub-stack" data-terms-document={DOCUMENT[kind]}>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      <nav aria-label={t('terms.related')}>
        <ul className="hub-list">
          {TERMS_LINKS[kind].map((other) => (
            <li key={other}>
              <Link className="hub-link" to={PATH[other]}>
                {t(`terms.${other}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
