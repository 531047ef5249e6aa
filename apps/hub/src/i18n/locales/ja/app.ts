// Hub-wide phrases (Japanese: the source of copy).
import { deployment } from '../../../config/deployment';

export const app = {
  /** Application names for the page title: the deployment's (README "Production configuration"). */
  name: {
    community: deployment.appNames.community.ja,
    membership: deployment.appNames.membership.ja,
    point: deployment.appNames.point.ja,
    personalInfo: deployment.appNames.personalInfo.ja,
  },
  title: {
    login: 'ログイン',
    sendMailComplete: 'ログインメール送信完了',
    mailNotArriving: 'メールが届かない場合',
    validateEmail: 'ログイン',
    loginError: 'ログインエラー',
    loginComplete: 'ログイン',
    loginWithProvider: 'Googleでログイン',
    browserChanged: 'ログインエラー',
    sso: '認証確認',
    error: 'エラー',
    daccount: 'dアカウント',
    // ---- Registration
    register: '新規会員登録',
    registerEmail: 'メールアドレスで登録',
    registerSent: '登録メール送信完了',
    registerError: '新規登録エラー',
    registerValidate: '新規会員登録',
    profileRegister: 'プロフィール登録',
    profileConfirm: 'プロフィール登録内容の確認',
    avatar: 'プロフィール画像の選択', // the avatar picker (our wording)
    registerComplete: '登録完了',
    registerWithProvider: 'Googleで登録',
    emailVerified: 'メールアドレスの確認完了',
    terms: '利用規約',
  },
  loader: {
    signingIn: 'ログインしています',
    returning: 'サービスに戻っています。しばらくお待ちください。',
    authCheck: '認証を確認しています',
    authCheckMessage: 'しばらくお待ちください。',
  },
  error: {
    heading: 'エラーが発生しました',
    body: '恐れ入りますが、はじめからもう一度お試しください。',
    /** The way back to a known service (the labels of hub spec §8's linkage-error dialog). */
    back: {
      community: 'らくらくコミュニティ ホームに戻る',
      members: 'サービスに戻る',
    },
  },
  alert: {
    loginRetry: '処理に失敗しました。恐れ入りますがもう一度はじめからお試しください。',
    /** Profile spec §4: a validate/email URL without referenceKey or mode. */
    invalidUrl: 'URLが正しくありません。URLをご確認のうえ、もう一度お試しください。',
    /** Profile spec §4: the mail-link lookup answered no address (the wording is ours). */
    noEmail: 'メールアドレスを取得できませんでした。',
  },
  daccount: {
    starting: 'dアカウントのログイン画面に移動しています',
    returning: 'dアカウントの情報を確認しています',
    wait: 'しばらくお待ちください',
    incorrect:
      'このページは正しい手順で開かれませんでした。恐れ入りますが、ご利用のサービスからもう一度はじめからお試しください。',
    backToLogin: 'ログイン画面に戻る',
  },
  chooser: {
    title: 'Googleアカウントの選択（開発用）',
    lead: 'テスト用のGoogleアカウントを選んでください。',
    other: '別のアカウントを使う',
    emailLabel: 'メールアドレス',
    use: 'このアカウントでログイン',
    cancel: 'キャンセル',
  },
} as const;
