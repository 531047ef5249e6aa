/**
 * The stand-in's pages: the login page (pick a seeded test account or type an id and password)
 * and the error page. Japanese, large type, no carrier branding.
 */
import { html, page, raw } from '../html';

import { CARRIER_ACCOUNTS } from './accounts';

const BANNER = 'キャリアアカウント認証（テスト用の代役）';

export const CARRIER_TEXT = Object.freeze({
  loginTitle: 'dアカウントでログイン',
  wrongPassword: 'IDまたはパスワードが違います。もう一度入力してください。',
  loginButton: 'ログイン',
  cancelButton: 'ログインをやめる',
  errorTitle: 'エラーが発生しました',
} as const);

export interface LoginPageOptions {
  uid: string;
  clientName: string;
  loginId?: string;
  error?: boolean;
}

export function carrierLoginPage(options: LoginPageOptions): string {
  const action = `/interaction/${encodeURIComponent(options.uid)}`;
  const body = html` <h1>${CARRIER_TEXT.loginTitle}</h1>
    <p>「${options.clientName}」がログインを求めています。</p>
    ${options.error ? html`<p class="error" role="alert" id="login-error">${CARRIER_TEXT.wrongPassword}</p>` : ''}
    <form method="post" action="${action}/login">
      <label for="loginId">ID</label>
      <input
        id="loginId"
        name="loginId"
        autocomplete="username"
        required
        value="${options.loginId ?? ''}"
        ${options.error ? raw('aria-describedby="login-error" aria-invalid="true"') : ''}
      />
      <label for="password">パスワード</label>
      <input
        id="password"
        name="password"
        type="password"
        autocomplete="current-password"
        required
        ${options.error ? raw('aria-describedby="login-error" aria-invalid="true"') : ''}
      />
      <button type="submit">${CARRIER_TEXT.loginButton}</button>
    </form>
    <h2>テスト用アカウントを選ぶ</h2>
    <p class="note">押すと、そのアカウントのIDとパスワードでログインします。</p>
    ${CARRIER_ACCOUNTS.map(
      (account) =>
        html` <form method="post" action="${action}/login">
          <input type="hidden" name="loginId" value="${account.loginId}" />
          <input type="hidden" name="password" value="${account.password}" />
          <button type="submit" class="secondary">${account.loginId}（${account.purpose}）</button>
        </form>`,
    )}
    <form method="post" action="${action}/abort">
      <button type="submit" class="secondary">${CARRIER_TEXT.cancelButton}</button>
    </form>`;
  return page({ title: `${CARRIER_TEXT.loginTitle} | ${BANNER}`, banner: BANNER, body });
}

export function carrierErrorPage(detail: string): string {
  const body = html` <h1>${CARRIER_TEXT.errorTitle}</h1>
    <p>認証を続けられませんでした。ご利用のサービスから、もう一度はじめからお試しください。</p>
    <p class="note">詳細: <code>${detail}</code></p>`;
  return page({ title: `${CARRIER_TEXT.errorTitle} | ${BANNER}`, banner: BANNER, body });
}

export function carrierHomePage(options: { issuer: string; redirectUris: readonly string[] }): string {
  const body = html` <h1>キャリアアカウント認証の代役</h1>
    <p>会員基盤のdアカウント連携を、このパソコンの中だけで試すためのOpenIDプロバイダーです。</p>
    <p>発行者（issuer）: <code>${options.issuer}</code></p>
    <p>ディスカバリー: <code>${options.issuer}/.well-known/openid-configuration</code></p>
    <p>登録済みの戻り先: ${options.redirectUris.map((uri) => html`<code>${uri}</code> `)}</p>
    <h2>テスト用アカウント</h2>
    <table>
      <thead>
        <tr>
          <th scope="col">ID</th>
          <th scope="col">パスワード</th>
          <th scope="col">用途</th>
        </tr>
      </thead>
      <tbody>
        ${CARRIER_ACCOUNTS.map(
          (a) =>
            html`<tr>
              <td>${a.loginId}</td>
              <td>${a.password}</td>
              <td>${a.purpose}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
  return page({ title: `キャリアアカウント認証の代役 | ${BANNER}`, banner: BANNER, body });
}
