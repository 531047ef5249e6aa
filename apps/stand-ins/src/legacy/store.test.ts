import { KANTAN_SID, KantanResult } from '@member-hub/enums';
import { describe, expect, it } from 'vitest';

import { LegacyStore } from './store';

function storeAt(start = Date.parse('2026-01-01T00:00:00Z')) {
  let now = start;
  let n = 0;
  const store = new LegacyStore({ tokenTtlSeconds: 1800, now: () => now, randomToken: (p) => `${p}${++n}` });
  return { store, advance: (seconds: number) => (now += seconds * 1000) };
}

const sid = KANTAN_SID;

describe('the older service store', () => {
  it('is seeded with old data as it really is: -00 and blank birthdays, blanks, a locked account, an unknown password', () => {
    const { store } = storeAt();
    const accounts = store.list();
    expect(accounts.length).toBeGreaterThanOrEqual(8);
    expect(accounts.some((a) => a.birthday.includes('-00'))).toBe(true);
    expect(accounts.some((a) => a.birthday === '')).toBe(true);
    expect(accounts.some((a) => a.nickname === '')).toBe(true);
    expect(accounts.some((a) => a.telno === '' && a.modelno === '')).toBe(true);
    expect(accounts.filter((a) => a.locked)).toHaveLength(1);
    expect(accounts.filter((a) => a.password === null)).toHaveLength(1);
    expect(new Set(accounts.map((a) => a.rakucomId)).size).toBe(accounts.length);
  });

  it('answers the user behind an access token until the token expires', () => {
    const { store, advance } = storeAt();
    const account = store.find('10000002')!;
    const { token, expiresAt } = store.issueToken(account);
    expect(expiresAt).toBe('2026-01-01T00:30:00.000Z');
    const lookup = store.lookupToken(token);
    expect(lookup).toMatchObject({ kind: 'ok', account: { rakucomId: '10000002', birthday: '1947-00-00' } });
    advance(1799);
    expect(store.lookupToken(token).kind).toBe('ok');
    advance(1);
    expect(store.lookupToken(token)).toEqual({ kind: 'expired' });
    expect(store.lookupToken('rka_unknown')).toEqual({ kind: 'invalid' });
    expect(store.lookupToken(undefined)).toEqual({ kind: 'invalid' });
  });

  it('keeps app and game tokens apart', () => {
    const { store } = storeAt();
    const account = store.find('10000007')!;
    const game = store.issueToken(account, 'game').token;
    expect(store.lookupToken(game, 'game').kind).toBe('ok');
    expect(store.lookupToken(game, 'app').kind).toBe('invalid');
  });

  it('kantan login: 1 with a token for the right password, 4 for a wrong or unknown one, 3 for the locked account', () => {
    const { store } = storeAt();
    const ok = store.kantanAuth({ uid: '10000001', pwd: 'raku1234', telno: '', modelno: '', sid });
    expect(ok).toMatchObject({
      resultCode: KantanResult.Success,
      rakuId: '10000001',
      user: { uid: 'RK-0000001' },
    });
    expect(store.lookupToken(ok.accessToken).kind).toBe('ok');
    expect(store.kantanAuth({ uid: '10000001', pwd: 'raku12345', sid })).toMatchObject({
      resultCode: KantanResult.BadCredentials,
    });
    expect(store.kantanAuth({ uid: '99999999', pwd: 'raku1234', sid }).resultCode).toBe(
      KantanResult.BadCredentials,
    );
    expect(store.kantanAuth({ uid: '10000006', pwd: 'anything1', sid })).toEqual({
      resultCode: KantanResult.BadCredentials,
      reason: 'password_unknown',
    });
    expect(store.kantanAuth({ uid: '10000005', pwd: 'lock5555', sid })).toEqual({
      resultCode: KantanResult.Error,
      reason: 'locked',
    });
    expect(store.kantanAuth({ uid: '10000001', pwd: 'raku1234', sid: 'members' })).toMatchObject({
      resultCode: KantanResult.Error,
      reason: 'invalid_sid',
    });
  });

  it('kantan password change: 1 and the new password works, 4 for a wrong current one, 3 for a new one breaking the rules', () => {
    const { store } = storeAt();
    expect(
      store.kantanAuth({ uid: 'RK-0000003', pwd: 'wrong999', newpwd: 'newpass77', sid }).resultCode,
    ).toBe(KantanResult.BadCredentials);
    expect(store.kantanAuth({ uid: 'RK-0000003', pwd: 'hello333', newpwd: 'hello333', sid })).toMatchObject({
      resultCode: KantanResult.Error,
      reason: 'invalid_new_password',
    });
    expect(store.kantanAuth({ uid: 'RK-0000003', pwd: 'hello333', newpwd: 'short', sid }).resultCode).toBe(
      KantanResult.Error,
    );
    expect(
      store.kantanAuth({
        uid: 'RK-0000003',
        pwd: 'hello333',
        newpwd: 'newpass77',
        telno: '',
        modelno: '',
        sid,
      }),
    ).toEqual({ resultCode: KantanResult.Success, rakuId: '10000003' });
    expect(store.kantanAuth({ uid: '10000003', pwd: 'hello333', sid }).resultCode).toBe(
      KantanResult.BadCredentials,
    );
    expect(store.kantanAuth({ uid: '10000003', pwd: 'newpass77', sid }).resultCode).toBe(
      KantanResult.Success,
    );
    store.reset();
    expect(store.kantanAuth({ uid: '10000003', pwd: 'hello333', sid }).resultCode).toBe(KantanResult.Success);
  });

  it('kantan register finds the account by phone number (hyphens ignored) and model number', () => {
    const { store } = storeAt();
    expect(store.kantanRegister({ telno: '09011110003', modelno: 'F-03K', sid })).toMatchObject({
      resultCode: KantanResult.Success,
      rakuId: '10000003',
    });
    expect(store.kantanRegister({ telno: '09011110003', modelno: 'F-01L', sid }).resultCode).toBe(
      KantanResult.BadCredentials,
    );
    expect(store.kantanRegister({ telno: '', modelno: '', sid }).resultCode).toBe(
      KantanResult.BadCredentials,
    );
    expect(store.kantanRegister({ telno: '09011110005', modelno: 'F-01L', sid })).toMatchObject({
      resultCode: KantanResult.Error,
      reason: 'locked',
    });
  });

  it('kantan auth-register takes the app token and remembers the other app push token', () => {
    const { store, advance } = storeAt();
    const account = store.find('10000008')!;
    const token = store.issueToken(account).token;
    const answer = store.kantanAuthRegister({
      token,
      sid,
      linkage_fcm_token: 'fcm-lamembers-x',
      service_id: '1004',
    });
    expect(answer).toMatchObject({ resultCode: KantanResult.Success, rakuId: '10000008' });
    expect(store.pushTokenOwner('fcm-lamembers-x')).toMatchObject({
      service: 'lamembers',
      user: { rakucomId: '10000008' },
    });
    advance(3600);
    expect(store.kantanAuthRegister({ token, sid }).resultCode).toBe(KantanResult.BadCredentials);
  });

  it('knows which account and app a push token belongs to, and marks a migration complete', () => {
    const { store } = storeAt();
    const account = store.find('10000001')!;
    const push = store.issuePushToken(account, 'rakucom');
    expect(store.pushTokenOwner(push)).toMatchObject({ service: 'rakucom', user: { uid: 'RK-0000001' } });
    expect(store.pushTokenOwner('null')).toBeUndefined();
    const token = store.issueToken(account).token;
    expect(store.completeMigration(token).kind).toBe('ok');
    expect(store.find('10000001')?.migrated).toBe(true);
  });

  it('signs the phone app in with the number and password, never the locked or password-less account', () => {
    const { store } = storeAt();
    expect(store.appSignIn('10000001', 'raku1234')?.token).toMatch(/^rka_/);
    expect(store.appSignIn('10000001', 'nope')).toBeUndefined();
    expect(store.appSignIn('10000005', 'lock5555')).toBeUndefined();
    expect(store.appSignIn('10000006', '')).toBeUndefined();
  });
});
