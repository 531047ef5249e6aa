// 012_unsubscribeConfirm, 014_unsubscribeComplete and paymentEnableError (profile §2
// "Unsubscribe", §8). The spec gives the payment refusal in English ('withdrawal interrupted, a
// paid service is registered; cancel from the game') and no other words: the rest is ours.
export const unsubscribe = {
  notes: {
    heading: '退会する前にご確認ください',
    lead: '退会すると、次のようになります。',
    data: 'プロフィール、投稿、ポイントなど、あなたの情報はすべて削除され、元に戻すことはできません。',
    services: 'このアカウントで利用しているすべてのサービスが使えなくなります。',
    signIn: '同じメールアドレスやアカウントでも、これまでの情報でログインすることはできなくなります。',
    paid: '有料サービスにご登録中の方は、先に有料サービスを解約してください。',
  },
  agree: '上記の内容を確認し、退会に同意します',
  next: '退会の確認へ進む',
  confirm: {
    heading: '本当に退会しますか',
    who: '{{nickname}}さんのアカウントを退会します。',
    warning: '退会すると、元に戻すことはできません。',
    submit: '退会する',
    back: '戻る',
  },
  loading: '退会の手続きをしています',
  failed: '処理に失敗しました。恐れ入りますがもう一度お試しください。',
  complete: {
    heading: '退会の手続きが完了しました',
    body: 'これまでご利用いただき、ありがとうございました。',
    toService: 'サービスのトップページへ',
  },
  paymentError: {
    heading: '退会手続きを中断しました',
    body: '有料サービスにご登録中のため、退会できません。ゲームから有料サービスを解約してから、もう一度お手続きください。',
  },
} as const;
