import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiErrorCode } from '@member-hub/api-client';
import { LoginHistoryMode } from '@member-hub/enums';
import { apiError } from '../../../../test/api-errors';
import { renderHub } from '../../../../test/render';

// The browser's ceremony: what the phone answers, per test.
const ceremony = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  refusal: null as null | (() => Promise<never>),
  /** The library's way to end the ceremony that waits for the phone. */
  cancel: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: (options: unknown) => {
    const answer = ceremony.startAuthentication(options) as Promise<unknown>;
    return ceremony.refusal ? ceremony.refusal() : answer;
  },
  WebAuthnAbortService: { cancelCeremony: () => ceremony.cancel() },
}));

const OPTIONS = { challenge: 'c'.repeat(43), rpId: 'localhost' };
const CREDENTIAL = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };
const passkeyApi = (signIn = vi.fn(async () => ({ customToken: 'custom-token' }))) => ({
  passkeySignInOptions: vi.fn(async () => OPTIONS),
  passkeySignIn: signIn,
});
const passkeyIdentity = () => ({ signInWithCustomToken: vi.fn(async () => undefined) });

function browserWithPasskeys(autofill: boolean) {
  vi.stubGlobal(
    'PublicKeyCredential',
    Object.assign(function PublicKeyCredential() {}, {
      isConditionalMediationAvailable: async () => autofill,
    }),
  );
}

describe('the login page, signing in with a passkey', () => {
  beforeEach(() => {
    ceremony.startAuthentication.mockReset();
    ceremony.refusal = null;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers no passkey button in a browser without WebAuthn', async () => {
    renderHub('/login');
    expect(await screen.findByLabelText('メールアドレス')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '指紋や顔でログイン' })).toBeNull();
  });

  it('the large button signs in, records login history mode passkey and hands back', async () => {
    browserWithPasskeys(false);
    ceremony.startAuthentication.mockResolvedValue(CREDENTIAL);
    const { api, router } = renderHub('/login', { api: passkeyApi(), identity: passkeyIdentity() });
    await userEvent.click(await screen.findByRole('button', { name: '指紋や顔でログイン' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/complete'));
    expect(ceremony.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: OPTIONS,
      useBrowserAutofill: false,
    });
    expect(api.addLoginHistory).toHaveBeenCalledWith({
      body: expect.objectContaining({ provider: LoginHistoryMode.Passkey }),
    });
  });

  it('a cancelled ceremony says so and the mail link is one tap away (the e-mail field)', async () => {
    browserWithPasskeys(false);
    // As a real browser: the member closed the prompt.
    ceremony.refusal = () =>
      Promise.reject(new DOMException('The operation was not allowed.', 'NotAllowedError'));
    renderHub('/login', { api: passkeyApi(), identity: passkeyIdentity() });
    await userEvent.click(await screen.findByRole('button', { name: '指紋や顔でログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('指紋や顔でのログインを中止しました。');
    await userEvent.click(screen.getByRole('button', { name: 'メールでログインする' }));
    expect(screen.getByLabelText('メールアドレス')).toHaveFocus();
  });

  it('a passkey the member API refuses: the failure and, with a saved address, its mail in one tap', async () => {
    browserWithPasskeys(false);
    ceremony.startAuthentication.mockResolvedValue(CREDENTIAL);
    const refuse = vi.fn(async () => {
      throw apiError('http', 404, ApiErrorCode.PasskeyNotFound);
    });
    const { api, router } = renderHub('/login', {
      api: passkeyApi(refuse),
      identity: passkeyIdentity(),
      savedEmail: 'hanako@example.com',
    });
    await userEvent.click(await screen.findByRole('button', { name: '指紋や顔でログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'この端末の指紋や顔では、ログインできませんでした。',
    );
    await userEvent.click(screen.getByRole('button', { name: 'メールでログインする' }));
    await waitFor(() => expect(api.sendLoginMailLink).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/send/complete'));
  });

  it('a locked member is refused like a failed passkey, nothing recorded', async () => {
    browserWithPasskeys(false);
    ceremony.startAuthentication.mockResolvedValue(CREDENTIAL);
    const refuse = vi.fn(async () => {
      throw apiError('http', 403, ApiErrorCode.MemberLocked);
    });
    const { api, router } = renderHub('/login', { api: passkeyApi(refuse), identity: passkeyIdentity() });
    await userEvent.click(await screen.findByRole('button', { name: '指紋や顔でログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('メールでログインしてください。');
    expect(router.state.location.pathname).toBe('/login');
    expect(api.addLoginHistory).not.toHaveBeenCalled();
  });

  it('starts the browser’s passkey suggestions on the e-mail field; a chosen passkey signs in', async () => {
    browserWithPasskeys(true);
    ceremony.startAuthentication.mockResolvedValue(CREDENTIAL);
    const { router } = renderHub('/login', { api: passkeyApi(), identity: passkeyIdentity() });
    expect(await screen.findByLabelText('メールアドレス')).toHaveAttribute(
      'autocomplete',
      'username webauthn',
    );
    await waitFor(() =>
      expect(ceremony.startAuthentication).toHaveBeenCalledWith({
        optionsJSON: OPTIONS,
        useBrowserAutofill: true,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/complete'));
  });
});

describe('the login page’s passkey suggestions, when the member API does not answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stay on /login quietly: the member can still type an address', async () => {
    browserWithPasskeys(true);
    const unreachable = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { router, navigate } = renderHub('/login', {
      api: { ...passkeyApi(), passkeySignInOptions: unreachable },
      identity: passkeyIdentity(),
    });
    await waitFor(() => expect(unreachable).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/login');
    // The error policy would have sent the member to the error page.
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

/**
 * Runs `then` as soon as /login's e-mail field has left the document: in the microtask after the
 * commit that takes /login away, before any effect scheduled after that commit has run.
 */
function whenLoginFieldGoes(then: () => void): void {
  const field = screen.getByRole('textbox', { name: 'メールアドレス' });
  const observer = new MutationObserver(() => {
    if (field.isConnected) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

describe('the login page’s passkey suggestions, when the member goes on from /login', () => {
  beforeEach(() => {
    ceremony.startAuthentication.mockReset();
    ceremony.refusal = null;
    ceremony.cancel.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('begin no ceremony once the member has gone on before the challenge arrived', async () => {
    browserWithPasskeys(true);
    let answerOptions: (options: typeof OPTIONS) => void = () => undefined;
    const options = vi.fn(
      () =>
        new Promise<typeof OPTIONS>((resolve) => {
          answerOptions = resolve;
        }),
    );
    const { router } = renderHub('/login', {
      api: { ...passkeyApi(), passkeySignInOptions: options },
      identity: passkeyIdentity(),
    });
    await waitFor(() => expect(options).toHaveBeenCalled());
    // The challenge arrives just as /login's screen has gone.
    whenLoginFieldGoes(() => answerOptions(OPTIONS));
    await userEvent.click(screen.getByRole('link', { name: 'はじめての方（新規会員登録）' }));
    await screen.findByRole('heading', { name: '新規会員登録' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The browser's suggestions would look for /login's e-mail field, gone with the screen.
    expect(ceremony.startAuthentication).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('end the suggestion still waiting for the phone when the member goes on', async () => {
    browserWithPasskeys(true);
    ceremony.startAuthentication.mockReturnValue(new Promise(() => undefined));
    const { router } = renderHub('/login', { api: passkeyApi(), identity: passkeyIdentity() });
    await waitFor(() =>
      expect(ceremony.startAuthentication).toHaveBeenCalledWith({
        optionsJSON: OPTIONS,
        useBrowserAutofill: true,
      }),
    );
    expect(ceremony.cancel).not.toHaveBeenCalled();
    let cancelledWhenGone: number | undefined;
    whenLoginFieldGoes(() => (cancelledWhenGone = ceremony.cancel.mock.calls.length));
    await userEvent.click(screen.getByRole('link', { name: 'はじめての方（新規会員登録）' }));
    await screen.findByRole('heading', { name: '新規会員登録' });
    // Ended with the screen, not some time after it.
    expect(cancelledWhenGone).toBe(1);
    expect(ceremony.cancel).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/register');
  });
});
