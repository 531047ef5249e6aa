import { type KeyValueStorage, readClientContext } from '@member-hub/app-kit/client-context';
import { describe, expect, it, vi } from 'vitest';

import { apiError } from '../../test/api-errors';
import { demoClient, fakeDeps } from '../../test/fakes';
import {
  completeRegisterMailReturn,
  hiddenReturnAddress,
  registerChoice,
  registrationMailto,
  sendRegisterMail,
  startEmptyMailRegistration,
  usesAuthenRegister,
  EMPTY_MAIL_DRAFT_KEY,
  EMPTY_MAIL_PENDING_MS,
  EMPTY_MAIL_REUSE_MS,
  isEmptyMailPending,
} from './register';
import { registerModeAllowed } from '../shared/register-mode';
import { communityVariant, membersVariant } from '@member-hub/validators';

/** The context the screen hands the step: the entry saved in the fake storage. */
const contextOf = (deps: { storage: KeyValueStorage }) => readClientContext(deps.storage);

function registerDeps(options: Parameters<typeof fakeDeps>[0] = {}) {
  const fakes = fakeDeps(options);
  const api = Object.assign(fakes.api, {
    sendRegisterMailLink: vi.fn(async () => undefined),
  });
  return { ...fakes, api, deps: { ...fakes.deps, api } as never };
}

describe('the registration method choice', () => {
  it('offers Google and go-to-login on the community service only', () => {
    expect(registerChoice(demoClient, communityVariant, false)).toEqual({
      google: true,
      daccount: true,
      goToLogin: true,
    });
    expect(registerChoice(demoClient, membersVariant, false)).toMatchObject({
      google: false,
      goToLogin: false,
    });
  });

  it('hides Google in a web view and the d-account with hidden=1', () => {
    expect(registerChoice({ hidden: '1' }, communityVariant, true)).toMatchObject({
      google: false,
      daccount: false,
    });
  });

  it('uses /authenRegister for needs_authen_reg=auth or the members service', () => {
    expect(usesAuthenRegister({ needs_authen_reg: 'auth' }, communityVariant)).toBe(true);
    expect(usesAuthenRegister({}, membersVariant)).toBe(true);
    expect(usesAuthenRegister({}, communityVariant)).toBe(false);
  });

  it('sends a hidden other than 1 back to an allowed service address', () => {
    const allowed = ['http://localhost:5190/'];
    const q = (s: string) => new URLSearchParams(s);
    expect(hiddenReturnAddress(q('returnUrl=http://localhost:5190/cb&hidden=2'), allowed)).toBe(
      'http://localhost:5190/cb',
    );
    expect(hiddenReturnAddress(q('returnUrl=http://localhost:5190/cb&hidden=1'), allowed)).toBeNull();
    expect(hiddenReturnAddress(q('returnUrl=http://evil.example/cb&hidden=2'), allowed)).toBeNull();
    expect(hiddenReturnAddress(q('returnUrl=http://localhost:5190/cb'), allowed)).toBeNull();
  });
});

describe('register mode', () => {
  it('is allowed only when no member exists', async () => {
    const { api } = registerDeps();
    expect(await registerModeAllowed(api)).toBe(false);
    api.getMe.mockRejectedValueOnce(apiError('http', 404, 'member.not_found'));
    expect(await registerModeAllowed(api)).toBe(true);
  });

  it('passes other failures on', async () => {
    const { api } = registerDeps();
    api.getMe.mockRejectedValueOnce(apiError('http', 500));
    await expect(registerModeAllowed(api)).rejects.toBeTruthy();
  });
});

describe('e-mail registration', () => {
  it('saves the parameters, sends the register mail and keeps the address', async () => {
    const { deps, api, storage, savedEmail } = registerDeps();
    expect(await sendRegisterMail(deps, contextOf(deps), 'new@example.com')).toEqual({
      kind: 'sent',
      email: 'new@example.com',
    });
    expect(api.saveLoginParam).toHaveBeenCalledWith({ body: { loginParam: JSON.stringify(demoClient) } });
    expect(api.sendRegisterMailLink).toHaveBeenCalledWith({
      body: { email: 'new@example.com', loginParamKey: 'lpk1' },
    });
    expect(storage.getItem('process')).toBe('register');
    expect(savedEmail.save).toHaveBeenCalledWith('new@example.com');
  });

  it('tells an address that is already registered (409 email.taken)', async () => {
    const { deps, api, savedEmail } = registerDeps();
    api.sendRegisterMailLink.mockRejectedValueOnce(apiError('http', 409, 'email.taken'));
    expect(await sendRegisterMail(deps, contextOf(deps), 'hanako@example.com')).toEqual({ kind: 'taken' });
    expect(savedEmail.save).not.toHaveBeenCalled();
  });

  it('fails (the alert) when the parameters cannot be saved, and needs a client entry', async () => {
    const { deps, api } = registerDeps();
    api.saveLoginParam.mockRejectedValueOnce(apiError('http', 400));
    expect((await sendRegisterMail(deps, contextOf(deps), 'a@example.com')).kind).toBe('failed');
    expect(api.sendRegisterMailLink).not.toHaveBeenCalled();
    expect(
      (
        await sendRegisterMail(
          registerDeps({ client: null }).deps,
          contextOf(registerDeps({ client: null }).deps),
          'a@example.com',
        )
      ).kind,
    ).toBe('no-client');
  });

  it('a signed-in member (AuthenRegister) gets the authRegist mail to the profile check instead', async () => {
    const { deps, api, savedEmail } = registerDeps();
    const sendChangeMail = vi.fn(async () => undefined);
    const signedIn = {
      ...(deps as object),
      api: { ...api, sendChangeMail },
      identity: { currentUser: () => ({ uid: 'DA-1' }) },
    } as never;
    expect(await sendRegisterMail(signedIn, contextOf(signedIn), 'new@example.com')).toEqual({
      kind: 'sent',
      email: 'new@example.com',
    });
    expect(sendChangeMail).toHaveBeenCalledWith({
      body: { from: 'new@example.com' },
      query: { mode: 'authRegist', returnUrl: demoClient.returnUrl },
    });
    expect(api.sendRegisterMailLink).not.toHaveBeenCalled();
    expect(savedEmail.save).not.toHaveBeenCalled();

    sendChangeMail.mockRejectedValueOnce(apiError('http', 409, 'email.taken'));
    expect(await sendRegisterMail(signedIn, contextOf(signedIn), 'hanako@example.com')).toEqual({
      kind: 'taken',
    });
  });

  it('builds the empty-mail draft with the key in subject and body', () => {
    const href = registrationMailto('K123', 'touroku@member-hub.localhost');
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('touroku@member-hub.localhost');
    expect(url.searchParams.get('subject')).toContain('K123');
    expect(url.searchParams.get('body')).toContain('K123');
  });

  it('starts the empty mail after saving the parameters', async () => {
    const { deps, storage } = registerDeps();
    const result = await startEmptyMailRegistration(deps, contextOf(deps));
    expect(result).toEqual({ kind: 'draft', href: registrationMailto('lpk1') });
    expect(storage.getItem('loginParamKey')).toBe('lpk1');
  });

  it('a second tap soon after opens the same draft (one key: either answer mail’s code works here)', async () => {
    const { deps, api } = registerDeps();
    const at = new Date('2026-11-26T10:00:00Z');
    const first = await startEmptyMailRegistration(deps, contextOf(deps), undefined, at);
    api.saveLoginParam.mockResolvedValueOnce({ loginParamKey: 'lpk2' });
    const again = await startEmptyMailRegistration(
      deps,
      contextOf(deps),
      undefined,
      new Date(at.getTime() + 5 * 60_000),
    );
    expect(again).toEqual(first);
    expect(api.saveLoginParam).toHaveBeenCalledTimes(1);
    // After the reuse time a fresh key (the server keeps parameters 60 minutes).
    const later = await startEmptyMailRegistration(
      deps,
      contextOf(deps),
      undefined,
      new Date(at.getTime() + EMPTY_MAIL_REUSE_MS + 1),
    );
    expect(later).toEqual({ kind: 'draft', href: registrationMailto('lpk2') });
  });

  it('another entry in between (another key) is never answered with the old draft', async () => {
    const { deps, api, storage } = registerDeps();
    const at = new Date('2026-11-26T10:00:00Z');
    await startEmptyMailRegistration(deps, contextOf(deps), undefined, at);
    storage.setItem('loginParamKey', 'someone-elses-login');
    api.saveLoginParam.mockResolvedValueOnce({ loginParamKey: 'lpk3' });
    expect(await startEmptyMailRegistration(deps, contextOf(deps), undefined, at)).toEqual({
      kind: 'draft',
      href: registrationMailto('lpk3'),
    });
  });

  it('the code field is pending after the draft opened, until an hour has passed or the key changed', async () => {
    const { deps, storage } = registerDeps();
    const at = new Date('2026-11-26T10:00:00Z');
    expect(isEmptyMailPending(storage, at)).toBe(false);
    await startEmptyMailRegistration(deps, contextOf(deps), undefined, at);
    expect(isEmptyMailPending(storage, new Date(at.getTime() + 59 * 60_000))).toBe(true);
    expect(isEmptyMailPending(storage, new Date(at.getTime() + EMPTY_MAIL_PENDING_MS))).toBe(false);
    storage.setItem('loginParamKey', 'another');
    expect(isEmptyMailPending(storage, at)).toBe(false);
    storage.setItem(EMPTY_MAIL_DRAFT_KEY, '{not json');
    expect(isEmptyMailPending(storage, at)).toBe(false);
  });
});

describe('the return from the registration mail', () => {
  const href = 'http://localhost:5170/register/validate/email?loginParamKey=lpk1&oobCode=x&mode=signIn';

  it('goes to the profile registration when no member exists yet', async () => {
    const { deps, api } = registerDeps({ savedEmail: 'new@example.com' });
    api.getMe.mockRejectedValueOnce(apiError('http', 404, 'member.not_found'));
    expect(await completeRegisterMailReturn(deps, contextOf(deps), href)).toEqual({ kind: 'profile' });
  });

  it('revokes, ends the register process and goes back to register when the member exists already', async () => {
    const { deps, identity, storage } = registerDeps({ savedEmail: 'hanako@example.com' });
    storage.setItem('process', 'register');
    expect(await completeRegisterMailReturn(deps, contextOf(deps), href)).toEqual({
      kind: 'back-to-register',
    });
    expect(identity.revokeAndSignOut).toHaveBeenCalled();
    expect(storage.getItem('process')).toBeNull();
  });

  it('signs out and ends the register process when the return fails', async () => {
    const { deps, api, identity, storage } = registerDeps({ savedEmail: 'new@example.com' });
    storage.setItem('process', 'register');
    const failure = apiError('server', 500);
    api.getMe.mockRejectedValueOnce(failure);
    await expect(completeRegisterMailReturn(deps, contextOf(deps), href)).rejects.toBe(failure);
    expect(identity.revokeAndSignOut).toHaveBeenCalled();
    expect(storage.getItem('process')).toBeNull();
  });

  it('keeps the register process for the profile registration', async () => {
    const { deps, api, storage } = registerDeps({ savedEmail: 'new@example.com' });
    storage.setItem('process', 'register');
    api.getMe.mockRejectedValueOnce(apiError('http', 404, 'member.not_found'));
    expect(await completeRegisterMailReturn(deps, contextOf(deps), href)).toEqual({ kind: 'profile' });
    expect(storage.getItem('process')).toBe('register');
  });

  it('is expired (003b) without the saved address', async () => {
    const { deps } = registerDeps();
    expect(await completeRegisterMailReturn(deps, contextOf(deps), href)).toEqual({ kind: 'expired' });
  });

  it('is a browser change when this browser holds no client entry', async () => {
    const { deps, api } = registerDeps({ savedEmail: 'new@example.com', client: null });
    api.getLoginParam.mockResolvedValueOnce({ loginParam: JSON.stringify(demoClient) });
    api.getMe.mockRejectedValueOnce(apiError('http', 404, 'member.not_found'));
    expect(await completeRegisterMailReturn(deps, contextOf(deps), href)).toEqual({
      kind: 'browser-changed',
    });
  });
});
