/**
 * The local values of development and test: the demo services and pages of this machine. Ports
 * follow the stack's variables (the test profile moves every port by 1000), so the test stack's
 * production build allows exactly its own demo services.
 */

/** @import { DeploymentConfig, EnvRecord } from './index.js' */

/**
 * @param {EnvRecord} env
 * @param {string} name
 * @param {number} fallback
 */
const port = (env, name, fallback) => {
  const value = Number(env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * @param {EnvRecord} [env]
 * @returns {DeploymentConfig}
 */
export function localDeploymentConfig(env = {}) {
  const gateway = `http://localhost:${port(env, 'GATEWAY_PORT', 5170)}`;
  const communityPort = port(env, 'DEMO_SERVICE_PORT', 5190);
  const membersPort = port(env, 'DEMO_MEMBERS_SERVICE_PORT', 5191);
  const community = `http://localhost:${communityPort}`;
  const members = `http://localhost:${membersPort}`;
  // Services without a local stand-in return to the community demo service, which shows the query.
  /** @param {string} service */
  const elsewhere = (service) => `${community}/?auth=false&service=${service}`;
  /** @param {string} page */
  const localHelp = (page) => `${gateway}/help/${page}`;
  const legacyService = (
    env.LEGACY_SERVICE_URL || `http://localhost:${port(env, 'LEGACY_SERVICE_PORT', 5186)}`
  ).replace(/\/$/, '');
  return {
    returnUrlPrefixes: [
      `${gateway}/`,
      `${community}/`,
      `${members}/`,
      `http://127.0.0.1:${communityPort}/`,
      `http://127.0.0.1:${membersPort}/`,
    ],
    stagingOrigins: { community, members },
    // The same demo services under their other local name: four distinct parents, like production.
    siteOrigins: {
      community: `http://127.0.0.1:${communityPort}`,
      members: `http://127.0.0.1:${membersPort}`,
    },
    ssoFailureUrls: {
      personalInfo: elsewhere('personalInfo'),
      mametoku: elsewhere('mametoku'),
      game: elsewhere('game'),
      community: `${community}/?auth=false`,
      point: elsewhere('point'),
      membership: `${members}/?auth=false`,
    },
    helpLinks: {
      login: localHelp('login'),
      appLink: localHelp('applink'),
      mailSettings: localHelp('mail-settings'),
      oldService: localHelp('former-community'),
      registrationNumber: localHelp('registration-number'),
      registerEmail: localHelp('register-email'),
    },
    // The community's name is the spec's own (its button 'らくらくコミュニティ ホームに戻る'); the
    // others are plain descriptions. A production build sets the real names.
    appNames: {
      community: { ja: 'らくらくコミュニティ', en: 'Rakuraku Community' },
      membership: { ja: '会員サービス', en: 'Members service' },
      point: { ja: 'ポイントサービス', en: 'Point service' },
      personalInfo: { ja: '個人情報の取り扱いについて', en: 'Handling of personal information' },
    },
    operatingCompany: '合同会社ローカル開発',
    // The dev stack's gateway records the views (tooling/dev-stack, GET it back in tests).
    pageViewUrl: `${gateway}/__page-views`,
    // The local operator's own short documents (a production build sets the operator's real ones).
    terms: {
      community: [
        'この規約は、合同会社ローカル開発（以下「当社」といいます）が運営するらくらくコミュニティのご利用についての決まりです。',
        '18歳未満の方は、投稿を見ることができます。投稿、リアクション、フォローはできません。プロフィールは公開されません。',
        '2023年10月1日、運営会社の変更にともない改定しました。',
      ],
      members: [
        'この規約は、当社の会員サービスに登録する方との決まりです。',
        '登録したメールアドレスは、ログインとお知らせのために使います。',
      ],
      point: [
        'ポイントは、投稿やコメントでもらえます。ありがとうポイントやスタンプに使えます。',
        'ポイントはご本人だけのものです。ほかの方にゆずったり、分けたりすることはできません。',
        'ポイントの有効期限は、最後にポイントが増えたり減ったりした日から1年です。',
      ],
      membershipService: [
        'この規約は、当社の会員サービス（会員向けのサイトとアプリ）のご利用についての決まりです。',
      ],
      services: ['らくらくコミュニティ', '会員サービス', 'ポイントサービス'],
      privacy: [
        '当社は、お預かりした個人情報を、会員サービスの提供とお問い合わせへの回答のために使います。',
        '法令で定める場合を除き、ご本人の同意なく第三者に提供しません。',
      ],
    },
    // A number that cannot be a real line (0120-000-000) and the local help pages.
    support: { phone: '0120-000-000', hours: '平日 9時〜17時', page: localHelp('contact') },
    // The local stand-in of the phone app's scheme (the real one is the production file's).
    phoneAppUrl: 'rakurakucommunity://open',
    // The older service's stand-in (apps/stand-ins) signs the launch assertions; the member API's
    // tests start it elsewhere and say where with LEGACY_SERVICE_URL.
    olderService: {
      issuer: legacyService,
      jwksUrl: `${legacyService}/.well-known/jwks.json`,
      audience: 'member-hub',
    },
    // The demo members service stands in for the member site, under both of its local names (it
    // answers at 127.0.0.1 when it signs in as the phone app, DEMO_MEMBERS_SERVICE_CLIENT=public).
    memberSite: { referrerOrigins: [members, `http://127.0.0.1:${membersPort}`] },
    // Passkeys on this machine: the hub is served at localhost (the gateway's port).
    passkeys: { rpId: 'localhost', rpName: 'らくらく会員 (local)', origins: [gateway] },
  };
}
