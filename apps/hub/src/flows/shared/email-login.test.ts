import { type KeyValueStorage, readClientContext } from '@member-hub/app-kit/client-context';
import { describe, expect, it } from 'vitest';

import { apiError } from '../../test/api-errors';
import { fakeDeps } from '../../test/fakes';
import { sendLoginMail } from './email-login';

/** The context the screen hands the step: the entry saved in the fake storage. */
const contextOf = (deps: { storage: KeyValueStorage }) => readClientContext(deps.storage);

describe('sendLoginMail', () => {
  it('saves the login parameters, mails the link with their key and keeps the address', async () => {
    const { deps, api, savedEmail, storage } = fakeDeps();
    const result = await sendLoginMail(deps, contextOf(deps), 'hanako@example.com');
    expect(result).toEqual({ kind: 'sent', email: 'hanako@example.com' });
    const [saveInput] = api.saveLoginParam.mock.calls[0] as unknown as [{ body: { loginParam: string } }];
    expect(JSON.parse(saveInput.body.loginParam)).toMatchObject({ state: 's1' });
    expect(api.sendLoginMailLink).toHaveBeenCalledWith({
      body: { email: 'hanako@example.com', loginParamKey: 'lpk1' },
    });
    expect(savedEmail.save).toHaveBeenCalledWith('hanako@example.com');
    expect(storage.getItem('loginParamKey')).toBe('lpk1');
  });

  it('answers not-registered for 404 email.not_registered (page 006)', async () => {
    const { deps, api, savedEmail } = fakeDeps();
    api.sendLoginMailLink.mockRejectedValueOnce(apiError('http', 404, 'email.not_registered'));
    expect(await sendLoginMail(deps, contextOf(deps), 'nobody@example.com')).toEqual({
      kind: 'not-registered',
    });
    expect(savedEmail.save).not.toHaveBeenCalled();
  });

  it('tells a timeout apart from other failures (alert)', async () => {
    const { deps, api } = fakeDeps();
    api.saveLoginParam.mockRejectedValueOnce(apiError('timeout', 408));
    expect((await sendLoginMail(deps, contextOf(deps), 'a@example.com')).kind).toBe('timeout');
    api.saveLoginParam.mockRejectedValueOnce(apiError('server', 503));
    expect((await sendLoginMail(deps, contextOf(deps), 'a@example.com')).kind).toBe('failed');
  });

  it('sends nothing without a client entry', async () => {
    const { deps, api } = fakeDeps({ client: null });
    expect(await sendLoginMail(deps, contextOf(deps), 'a@example.com')).toEqual({ kind: 'no-client' });
    expect(api.saveLoginParam).not.toHaveBeenCalled();
  });
});
