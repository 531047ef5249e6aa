// A mail link opened in another browser, and the mail's code.
import { AuthProcess, StorageKey } from '@member-hub/enums';
import { describe, expect, it, vi } from 'vitest';

import { type KeyValueStorage, readClient, readClientContext } from '@member-hub/app-kit/client-context';
import { apiError } from '../../test/api-errors';
import { demoClient, fakeDeps } from '../../test/fakes';
import {
  clientForReturn,
  CONFIRMED_HERE_KEY,
  confirmMailLinkHere,
  enterEmptyMailCode,
  enterMailCode,
  isBrowserThatAsked,
  landInOtherBrowser,
} from './mail-elsewhere';

/** The context the screen hands the step: the entry saved in the fake storage. */
const contextOf = (deps: { storage: KeyValueStorage }) => readClientContext(deps.storage);

describe('enterMailCode (the browser that asked)', () => {
  it('sends the code with this browser’s loginParamKey, keeps the address and follows the link', async () => {
    const { deps, api, storage, savedEmail } = fakeDeps();
    storage.setItem(StorageKey.loginParamKey, 'lpk1');
    const assign = vi.fn();
    expect(await enterMailCode(deps, { email: 'hanako@example.com', code: '012345' }, assign)).toEqual({
      kind: 'following',
    });
    expect(api.enterMailCode).toHaveBeenCalledWith({
      body: { email: 'hanako@example.com', loginParamKey: 'lpk1', code: '012345' },
    });
    expect(savedEmail.save).toHaveBeenCalledWith('hanako@example.com');
    expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9099/emulator/action?mode=signIn&by=code');
  });

  it.each([
    ['link.code_wrong', 400, 'wrong'],
    ['link.code_locked', 403, 'locked'],
    ['link.expired', 403, 'expired'],
    ['link.used', 403, 'used'],
    ['link.not_found', 404, 'not-found'],
    ['rate.limited', 429, 'rate-limited'],
  ] as const)('%s: answers %s without following anything', async (code, status, kind) => {
    const { deps, api, storage } = fakeDeps();
    storage.setItem(StorageKey.loginParamKey, 'lpk1');
    api.enterMailCode.mockRejectedValue(apiError('http', status, code));
    const assign = vi.fn();
    expect(await enterMailCode(deps, { email: 'hanako@example.com', code: '000000' }, assign)).toEqual({
      kind,
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('without a kept loginParamKey nothing is sent (no mail was asked for here)', async () => {
    const { deps, api } = fakeDeps();
    expect(await enterMailCode(deps, { email: 'hanako@example.com', code: '000000' }, vi.fn())).toEqual({
      kind: 'not-found',
    });
    expect(api.enterMailCode).not.toHaveBeenCalled();
  });

  it('a server failure goes on to the error policy', async () => {
    const { deps, api, storage } = fakeDeps();
    storage.setItem(StorageKey.loginParamKey, 'lpk1');
    const failure = apiError('http', 500, 'server.error');
    api.enterMailCode.mockRejectedValue(failure);
    await expect(enterMailCode(deps, { email: 'a@example.com', code: '000000' }, vi.fn())).rejects.toBe(
      failure,
    );
  });
});

describe('enterEmptyMailCode (the browser that started an empty-mail registration)', () => {
  it('sends the code with this browser’s loginParamKey and no address; keeps the address answered and follows the link', async () => {
    const { deps, api, storage, savedEmail } = fakeDeps();
    storage.setItem(StorageKey.loginParamKey, 'lpk1');
    api.enterMailCode.mockResolvedValueOnce({
      mailLink: 'http://127.0.0.1:9099/emulator/action?mode=signIn&by=empty-mail',
      email: 'taro@example.com',
    });
    const assign = vi.fn();
    expect(await enterEmptyMailCode(deps, { code: '012345' }, assign)).toEqual({ kind: 'following' });
    expect(api.enterMailCode).toHaveBeenCalledTimes(1);
    // No `email` key at all (not even undefined): the server takes the newest mail for the key.
    const [request] = api.enterMailCode.mock.calls[0] as unknown[];
    expect(request).toStrictEqual({ body: { loginParamKey: 'lpk1', code: '012345' } });
    expect(savedEmail.save).toHaveBeenCalledWith('taro@example.com');
    expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9099/emulator/action?mode=signIn&by=empty-mail');
  });

  it.each([
    ['link.code_wrong', 400, 'wrong'],
    ['link.code_locked', 403, 'locked'],
    ['link.expired', 403, 'expired'],
    ['link.used', 403, 'used'],
    ['link.not_found', 404, 'not-found'],
    ['rate.limited', 429, 'rate-limited'],
  ] as const)('%s: answers %s, follows nothing and keeps no address', async (code, status, kind) => {
    const { deps, api, storage, savedEmail } = fakeDeps();
    storage.setItem(StorageKey.loginParamKey, 'lpk1');
    api.enterMailCode.mockRejectedValue(apiError('http', status, code));
    const assign = vi.fn();
    expect(await enterEmptyMailCode(deps, { code: '000000' }, assign)).toEqual({ kind });
    expect(assign).not.toHaveBeenCalled();
    expect(savedEmail.save).not.toHaveBeenCalled();
  });

  it('without a kept loginParamKey nothing is sent (the empty mail was not started here)', async () => {
    const { deps, api } = fakeDeps();
    expect(await enterEmptyMailCode(deps, { code: '000000' }, vi.fn())).toEqual({ kind: 'not-found' });
    expect(api.enterMailCode).not.toHaveBeenCalled();
  });

  it('a timeout goes on to the error policy', async () => {
    const { deps, api, storage } = fakeDeps();
    storage.setItem(StorageKey.loginParamKey, 'lpk1');
    const failure = apiError('timeout');
    api.enterMailCode.mockRejectedValue(failure);
    await expect(enterEmptyMailCode(deps, { code: '000000' }, vi.fn())).rejects.toBe(failure);
  });
});

describe('the other browser', () => {
  it('is told apart by the client entry the browser that asked holds', () => {
    expect(isBrowserThatAsked(contextOf(fakeDeps().deps))).toBe(true);
    expect(isBrowserThatAsked(contextOf(fakeDeps({ client: null }).deps))).toBe(false);
  });

  it('looks at the link without using it: usable → confirm, used → used, expired → expired', async () => {
    const { deps, api } = fakeDeps({ client: null });
    expect(await landInOtherBrowser(deps, 'r1')).toEqual({ kind: 'confirm' });
    api.getMailLinkInfo.mockResolvedValueOnce({ email: 'hanako@example.com', used: true });
    expect(await landInOtherBrowser(deps, 'r1')).toEqual({ kind: 'used' });
    api.getMailLinkInfo.mockRejectedValueOnce(apiError('http', 403, 'link.expired'));
    expect(await landInOtherBrowser(deps, 'r1')).toEqual({ kind: 'expired' });
    expect(api.getMailLink).not.toHaveBeenCalled();
  });

  it('the right address: this browser takes the journey over and follows the link', async () => {
    const { deps, api, storage, savedEmail } = fakeDeps({ client: null });
    const assign = vi.fn();
    const result = await confirmMailLinkHere(
      deps,
      { referenceKey: 'r1', email: 'hanako@example.com', mode: 'register' },
      assign,
    );
    expect(result).toEqual({ kind: 'following' });
    expect(api.confirmMailLink).toHaveBeenCalledWith({
      body: { referenceKey: 'r1', email: 'hanako@example.com' },
    });
    expect(savedEmail.save).toHaveBeenCalledWith('hanako@example.com');
    expect(storage.getItem(CONFIRMED_HERE_KEY)).toBe('1');
    expect(storage.getItem(StorageKey.process)).toBe(AuthProcess.Register);
    expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9099/emulator/action?mode=signIn&by=confirm');
  });

  it('another address: nothing is taken over, nothing followed', async () => {
    const { deps, api, storage } = fakeDeps({ client: null });
    api.confirmMailLink.mockRejectedValue(apiError('http', 400, 'link.email_mismatch'));
    const assign = vi.fn();
    expect(
      await confirmMailLinkHere(
        deps,
        { referenceKey: 'r1', email: 'other@example.com', mode: 'login' },
        assign,
      ),
    ).toEqual({ kind: 'wrong' });
    expect(storage.getItem(CONFIRMED_HERE_KEY)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('on the return, adopts the restored client entry only after the address was confirmed here', () => {
    const unconfirmed = fakeDeps({ client: null });
    expect(clientForReturn(unconfirmed.deps, contextOf(unconfirmed.deps), demoClient)).toBeNull();
    expect(readClient(unconfirmed.storage)).toBeNull();

    const confirmed = fakeDeps({ client: null });
    confirmed.storage.setItem(CONFIRMED_HERE_KEY, '1');
    expect(clientForReturn(confirmed.deps, contextOf(confirmed.deps), demoClient)).toEqual(demoClient);
    expect(readClient(confirmed.storage)).toEqual(demoClient);
    expect(confirmed.storage.getItem(CONFIRMED_HERE_KEY)).toBeNull();
  });
});
