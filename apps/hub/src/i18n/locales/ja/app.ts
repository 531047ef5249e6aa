// Hub-wide phrases (Japanese: the source of copy).
import { deployment } from '../../../shell/deployment';

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
    passkeyOffer: '指紋や顔でのログイン',
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
    // The membership-service terms page shows a document of its own, so its header names it.
    termsMembershipService: '会員サービス規約',
    // ---- The older community service (hub §2 "Migration…", "Other screens"); titles ours but 本会員登録
    migrationRegister: 'データの引き継ぎ',
    migrationLogin: 'ログイン',
    kantanRegister: 'かんたん登録',
    kantanAuthRegister: '本会員登録',
    kantanLogin: '登録番号でログイン',
    gameRegister: 'ゲーム登録',
    payout: 'ポイント交換',
  },
  loader: {
    signingIn: 'ログインしています',
    returning: 'サービスに戻っています。しばらくお待ちください。',
    authCheck: '認証を確認しています',
    authCheckMessage: 'しばらくお待ちください。',
    /**
     * Hub §2/§9 'first data update' (wording ours): the first sync of a member from the older
     * service, which takes longer than an everyday sign-in.
     */
    firstDataUpdateHeading: 'はじめてのご利用の準備をしています',
    firstDataUpdateMessage: 'はじめてのときは時間がかかります。画面を閉じずにお待ちください。',
  },
  error: {
    heading: 'エラーが発生しました',
    body: '恐れ入りますが、はじめからもう一度お試しください。',
    /** The way back to a known service (the labels of hub spec §8's linkage-error dialog). */
    back: {
      community: 'らくらくコミュニティ ホームに戻る',
      members: 'サービスに戻る',
    },
    /** Trying again from the previous screen (our wording). */
    retry: '前の画面に戻って、もう一度ためす',
    /** The safe link when no service is known: the community site's top page (our wording). */
    site: '{{name}}のトップページへ',
  },
  alert: {
    loginRetry: '処理に失敗しました。恐れ入りますがもう一度はじめからお試しください。',
    /** Profile spec §4: a validate/email URL without referenceKey or mode. */
    invalidUrl: 'リンクが正しくありません。メールのリンクをもう一度押してお試しください。',
    /** Profile spec §4: the mail-link lookup answered no address (the wording is ours). */
    noEmail: 'メールアドレスを取得できませんでした。',
    // What to do next, under each alert (our wording: every alert says what to do next).
    loginRetryHint: '「閉じる」を押すと、この画面に戻ります。もう一度ボタンを押してください。',
    invalidUrlHint: 'メールの中のボタンを、もう一度押してください。',
    noEmailHint: '「閉じる」を押すと、エラーの画面に移ります。',
    /** A refused mail (429): the mail was sent already; when to try again. */
    mailLimited:
      'メールはもう送りました。届くまで数分かかることがあります。迷惑メールのフォルダもご確認ください。',
    mailLimitedWait: '{{minutes}}分ほどたつと、もう一度送れます。',
    mailLimitedWaitUnknown: 'しばらくたってから、もう一度お試しください。',
  },
  daccount: {
    starting: 'dアカウントのログイン画面に移動しています',
    returning: 'dアカウントの情報を確認しています',
    wait: 'しばらくお待ちください',
    incorrect:
      'このページは正しい手順で開かれませんでした。恐れ入りますが、ご利用のサービスからもう一度はじめからお試しください。',
    backToLogin: 'ログイン画面に戻る',
    // Ours: a login whose d-account has no member yet (006c) — registration with it, one tap.
    notRegisteredHeading: 'ログインできませんでした',
    notRegistered: 'この dアカウントは、まだ会員登録されていません。',
    registerWithIt: 'この dアカウントで新規登録する',
    emailLogin: 'メールアドレスでログインする',
  },
  /** Game registration (hub §2 /gameRegister): the loading screen's game-registration variant (wording ours). */
  game: {
    loadingHeading: 'ゲームの登録をしています',
    loadingMessage: 'しばらくお待ちください。',
    returning: 'ゲームに戻っています。しばらくお待ちください。',
  },
  /** Payout (hub §2 /payout): the loader's variant per requested service (wording ours); the error page's text is the spec's. */
  payout: {
    loadingHeading: {
      community: 'らくらくコミュニティの情報を確認しています',
      members: '会員サービスの情報を確認しています',
    },
    loadingMessage: 'しばらくお待ちください。',
    error: 'ご迷惑をおかけしております。しばらく時間をおいてからのアクセスをお願いします。',
  },
  // Ours: a mail link opened in another browser; the mail's 6-digit code.
  mailElsewhere: {
    codeHeading: 'メールのボタンで続きが出ないとき',
    codeLabel: 'メールに書かれた6けたの数字',
    codeHint:
      'メールを別のアプリで開いて続きが出ないときは、メールに書かれた6けたの数字をここに入れてください。数字はメールの有効期限まで、1回だけ使えます。',
    codeFormat: '6けたの数字を入れてください。',
    codeSubmitLogin: 'この数字でログインする',
    codeSubmitRegister: 'この数字で登録を進める',
    wrongCode: '数字がちがいます。メールに書かれた6けたの数字を、もう一度お確かめください。',
    locked:
      '数字を何度もまちがえたため、このメールの数字は使えなくなりました。お手数ですが、もう一度メールを送ってください。',
    expired: 'メールの有効期限（30分）が過ぎました。お手数ですが、もう一度メールを送ってください。',
    used: 'このメールは、すでに使われています。ログインが終わっていないときは、もう一度メールを送ってください。',
    notFound: 'この画面から送ったメールが見つかりません。お手数ですが、もう一度メールを送ってください。',
    rateLimited: '続けて入力されたため、少し時間をおいてから、もう一度お試しください。',
    confirmHeadingLogin: 'もう少しでログインできます',
    confirmHeadingRegister: 'もう少しで登録が終わります',
    confirmLead: '確認のため、登録したメールアドレスを入れてください。',
    confirmWhy: 'メールを読んだアプリの中でボタンが開いたため、確認をお願いしています。',
    confirmHint: 'メールを受け取ったメールアドレスです。',
    confirmSubmitLogin: 'この画面でログインを続ける',
    confirmSubmitRegister: 'この画面で登録を続ける',
    wrongEmail: 'メールを送ったメールアドレスと違います。もう一度お確かめください。',
    resend: 'もう一度メールを送る',
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
