import { randomBytes, randomUUID } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  databaseKinds,
  memberBody,
  signUpMember,
  startTestApi,
  uniqueNickname,
  type TestApi,
  type TestUser,
} from '../../test/helpers';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { signInWithCustomToken } from '../../test/older-service';

import { members } from '../db/schema';
import { amrOf } from '../oidc/claims';

import { emailChangeModule } from './email-change';
import { createMailLinksModule } from './mail-links';
import { meModule } from './me';
import {
  TEST_CLOCK_PATH,
  TEST_EMAIL_CHANGE_AGE_PATH,
  TEST_PAID_SERVICE_PATH,
  testClockModule,
} from './test-clock';

// Through HTTP with the real Auth emulator (global set-up) and a real mail catcher (maildev).
let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher?.stop();
});

const newAddress = () => `changed-${randomBytes(5).toString('hex')}@example.com`;
const referenceKeyOf = (text: string) => /referenceKey=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe.each(databaseKinds())('e-mail change (%s)', (kind) => {
  let api: TestApi;
  /** referenceKeys already read (an address may get several mails). */
  const seenKeys = new Set<string>();

  async function member(): Promise<TestUser> {
    return signUpMember(api, (u) => memberBody({ email: u.email, nickname: uniqueNickname('e') }));
  }

  /** PUT /member/v1/me/email as `user`: the change to `email` the mailed referenceKey carries. */
  const applyChange = (user: TestUser, email: string, referenceKey: string) =>
    call<{ customToken: string }>(api, 'PUT', '/member/v1/me/email', {
      token: user.idToken,
      body: { email, referenceKey },
    });

  /** Asks for the change and reads the mailed referenceKey. */
  async function requestChange(user: TestUser, to: string, mode?: string): Promise<string> {
    const sent = await call(api, 'POST', `/member/v1/mails!update${mode ? `?mode=${mode}` : ''}`, {
      token: user.idToken,
      body: { from: to },
    });
    expect(sent.status).toBe(204);
    const mail = await catcher.waitFor(to, (m) => {
      const key = referenceKeyOf(m.text);
      return key !== undefined && !seenKeys.has(key);
    });
    const key = referenceKeyOf(mail.text)!;
    seenKeys.add(key);
    return key;
  }

  const identityEmail = (uid: string) => api.deps.identity.getEmail(uid);

  beforeAll(async () => {
    api = await startTestApi(kind, {
      config: { smtpUrl: catcher.smtpUrl },
      modules: [meModule, createMailLinksModule(), emailChangeModule, testClockModule],
    });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('mails the new address a plain Japanese mail with a large link to /valid and the expiry as a Japan clock time', async () => {
    const user = await member();
    const to = newAddress();
    api.clock.offsetMs = 0;
    const sent = await call(api, 'POST', '/member/v1/mails!update?returnUrl=x&referer=y', {
      token: user.idToken,
      body: { from: to },
    });
    expect(sent.status).toBe(204);
    const mail = await catcher.waitFor(
      to,
      (m) => m.subject === '【らくらくコミュニティ】メールアドレス変更のご確認',
    );
    expect(mail.text).toMatch(/http:\/\/localhost:6170\/valid\?referenceKey=[A-Za-z0-9_-]{43}&mode=update/);
    // Written for older readers: what to press (no "URL"), one large button, the same phone, a
    // fallback link that wraps, who sent it and whom to ask.
    expect(mail.text).toContain('下の［メールアドレスを変更する］ボタンを押してください。');
    expect(mail.text).not.toMatch(/URL/);
    expect(mail.text).toContain('同じスマートフォンで開いてください');
    expect(mail.text).toContain('運営：');
    expect(mail.text).toMatch(/お問い合わせ：\S+（.+）/);
    expect(mail.html).toMatch(
      /<a href="http:\/\/localhost:6170\/valid\?[^"]+" style="display: block;[^"]*font-size: 24px/,
    );
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(mail.html).toMatch(/ボタンが押せないとき[\s\S]*overflow-wrap: anywhere/);
    // The expiry in Japan time (UTC+9), 30 minutes after sending.
    const expiry = new Date(Date.now() + 30 * 60_000 + 9 * 3600_000);
    expect(mail.text).toContain(
      `${expiry.getUTCFullYear()}年${expiry.getUTCMonth() + 1}月${expiry.getUTCDate()}日`,
    );
    expect(mail.text).toMatch(/\d{1,2}時\d{2}分 まで使えます（日本時間、発行から30分）/);
    // Nothing went to the old address, and nothing changed yet.
    expect(await identityEmail(user.uid)).toBe(user.email);
  });

  it('changes the address in the identity service and the member record together, once, for the owner', async () => {
    const user = await member();
    const to = newAddress();
    const referenceKey = await requestChange(user, to);

    expect(await call(api, 'GET', `/member/v1/mails?referenceKey=${referenceKey}`)).toMatchObject({
      status: 200,
      body: { email: to },
    });

    // Another member cannot use it (nothing revealed: not found).
    const other = await member();
    expect(await applyChange(other, to, referenceKey)).toMatchObject({
      status: 404,
      body: { code: 'link.not_found' },
    });
    // Not another address with the same reference either.
    expect(await applyChange(user, newAddress(), referenceKey)).toMatchObject({
      status: 404,
      body: { code: 'link.not_found' },
    });
    // Not without signing in.
    expect(
      (await call(api, 'PUT', '/member/v1/me/email', { body: { email: to, referenceKey } })).status,
    ).toBe(401);

    const changed = await applyChange(user, to, referenceKey);
    expect(changed.status).toBe(200);
    // The sign-in it gives the member (the identity service ended the old one) says how they
    // proved who they are: the mailed link, an ID token amr of otp at the hand-back.
    const signedIn = await api.deps.identity.verifyIdToken(
      await signInWithCustomToken(changed.body.customToken),
    );
    expect(signedIn).toMatchObject({ uid: user.uid, email: to, signInProvider: 'custom' });
    expect(amrOf(signedIn)).toEqual(['otp']);
    expect(await identityEmail(user.uid)).toBe(to);
    const me = await call<{ email: string }>(api, 'GET', '/member/v1/me', { token: user.idToken });
    expect(me.body.email).toBe(to);

    // A second tap on the same mail button: the change it carries is already made, and said so.
    expect(await applyChange(user, to, referenceKey)).toMatchObject({
      status: 409,
      body: { code: 'email_change.already_applied' },
    });

    // Once the member has moved on to yet another address, the old link is only a used one.
    const later = newAddress();
    const laterKey = await requestChange(user, later);
    expect((await applyChange(user, later, laterKey)).status).toBe(200);
    expect(await applyChange(user, to, referenceKey)).toMatchObject({
      status: 403,
      body: { code: 'link.used' },
    });
  });

  it('refuses a reference after 30 minutes (GET mails and PUT me/email) and changes nothing', async () => {
    const user = await member();
    const to = newAddress();
    const referenceKey = await requestChange(user, to);
    api.clock.offsetMs = 30 * 60_000 + 1_000;
    try {
      expect(await call(api, 'GET', `/member/v1/mails?referenceKey=${referenceKey}`)).toMatchObject({
        status: 403,
        body: { code: 'link.expired' },
      });
      expect(await applyChange(user, to, referenceKey)).toMatchObject({
        status: 403,
        body: { code: 'link.expired' },
      });
    } finally {
      api.clock.offsetMs = 0;
    }
    expect(await identityEmail(user.uid)).toBe(user.email);
  });

  it('refuses an address another member has (409 email.taken), when asking and when applying', async () => {
    const user = await member();
    const other = await member();
    expect(
      await call(api, 'POST', '/member/v1/mails!update', {
        token: user.idToken,
        body: { from: other.email },
      }),
    ).toMatchObject({ status: 409, body: { code: 'email.taken' } });

    // Taken between the mail and the click: refused, nothing changes.
    const to = newAddress();
    const referenceKey = await requestChange(user, to);
    const third = await member();
    const ref3 = await requestChange(third, to);
    expect((await applyChange(third, to, ref3)).status).toBe(200);
    expect(await applyChange(user, to, referenceKey)).toMatchObject({
      status: 409,
      body: { code: 'email.taken' },
    });
    expect(await identityEmail(user.uid)).toBe(user.email);
  });

  it('puts the identity address back when the member record cannot be written (compensation)', async () => {
    const user = await member();
    const to = newAddress();
    const referenceKey = await requestChange(user, to);
    // A real database failure on exactly this write.
    await api.deps.db.execute(
      sql.raw(`create or replace function refuse_email_change() returns trigger language plpgsql as $$
        begin
          if new.email = '${to}' then raise exception 'refused by the test'; end if;
          return new;
        end $$`),
    );
    await api.deps.db.execute(
      sql.raw(
        'create trigger refuse_email_change before update on members for each row execute function refuse_email_change()',
      ),
    );
    try {
      const res = await applyChange(user, to, referenceKey);
      expect(res.status).toBe(500);
      expect(await identityEmail(user.uid)).toBe(user.email);
      const me = await call<{ email: string }>(api, 'GET', '/member/v1/me', { token: user.idToken });
      expect(me.body.email).toBe(user.email);
    } finally {
      await api.deps.db.execute(sql.raw('drop trigger refuse_email_change on members'));
    }
    // The reference was not used up: once the database works, the same link completes the change.
    const retried = await applyChange(user, to, referenceKey);
    expect(retried.status).toBe(200);
    expect(await identityEmail(user.uid)).toBe(to);
  });

  it('sends the authRegist and register modes to /valid with their mode', async () => {
    const user = await member();
    const to = newAddress();
    await requestChange(user, to, 'authRegist');
    const mail = await catcher.waitFor(
      to,
      (m) => m.subject === '【らくらくコミュニティ】メールアドレス登録のご確認',
    );
    expect(mail.text).toMatch(/\/valid\?referenceKey=[A-Za-z0-9_-]{43}&mode=authRegist/);
  });

  it('does not mount the clock control when the server has no test clock', async () => {
    expect((await call(api, 'GET', TEST_CLOCK_PATH)).status).toBe(404);
  });

  it('refuses to mail a change when the sign-in is older than 5 minutes, and leaves the address alone', async () => {
    const user = await member();
    const to = newAddress();
    api.clock.offsetMs = 5 * 60_000 + 5_000;
    try {
      for (const mode of ['', '?mode=register', '?mode=authRegist']) {
        expect(
          await call(api, 'POST', `/member/v1/mails!update${mode}`, {
            token: user.idToken,
            body: { from: to },
          }),
        ).toMatchObject({ status: 403, body: { code: 'auth.recent_login_required' } });
      }
    } finally {
      api.clock.offsetMs = 0;
    }
    expect(await catcher.waitFor(to, () => true, 1_500).catch(() => undefined)).toBeUndefined();
    expect(await identityEmail(user.uid)).toBe(user.email);
    // Within the 5 minutes the same token is accepted.
    api.clock.offsetMs = 4 * 60_000;
    try {
      await requestChange(user, to);
    } finally {
      api.clock.offsetMs = 0;
    }
  });

  it('tells the previous address, in plain Japanese with the help line and no link, that the address was changed', async () => {
    const user = await member();
    const to = newAddress();
    const referenceKey = await requestChange(user, to);
    const changed = await applyChange(user, to, referenceKey);
    expect(changed.status).toBe(200);
    const notice = await catcher.waitFor(user.email, (m) =>
      m.subject.includes('メールアドレスが変更されました'),
    );
    expect(notice.subject).toBe('【らくらくコミュニティ】メールアドレスが変更されました');
    expect(notice.text).toMatch(
      /\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}時\d{2}分（日本時間）に、会員情報のメールアドレスが変更されました。/,
    );
    // The new address, recognisable but not spelled out.
    expect(notice.text).toContain(`新しいメールアドレス：${to.slice(0, 2)}***@example.com`);
    expect(notice.text).not.toContain(to);
    expect(notice.text).toMatch(/ご自身で変更していない場合は、すぐに次の番号にお電話ください：\S+（.+）/);
    expect(notice.text).not.toMatch(/https?:\/\/\S*(valid|referenceKey)/);
    expect(notice.html).toContain('<html lang="ja">');
    // Nothing about the change went to the new address but its own confirmation mail.
    expect(notice.to).toEqual([user.email]);
  });
});

describe('test paid-service control', () => {
  it('sets the paid-service flag of a test-profile member, so leaving meets the real 403', async () => {
    const api = await startTestApi('pglite', {
      modules: [meModule, testClockModule],
      overrides: { now: undefined },
    });
    try {
      const user = await signUpMember(api);
      const [row] = await api.deps.db
        .select({ email: members.email })
        .from(members)
        .where(eq(members.uid, user.uid));
      const set = await call(api, 'POST', TEST_PAID_SERVICE_PATH, {
        body: { email: row!.email, active: true },
      });
      expect(set.status).toBe(200);
      const refused = await call(api, 'DELETE', '/member/v1/me', { token: user.idToken });
      expect(refused).toMatchObject({ status: 403, body: { code: 'member.paid_service' } });
      expect(
        (
          await call(api, 'POST', TEST_PAID_SERVICE_PATH, {
            body: { email: 'nobody@example.com', active: true },
          })
        ).status,
      ).toBe(404);
      expect((await call(api, 'POST', TEST_PAID_SERVICE_PATH, { body: { active: true } })).status).toBe(400);
    } finally {
      await api.stop();
    }
  });

  it('is not mounted outside the test profile', async () => {
    const api = await startTestApi('pglite', { modules: [meModule, testClockModule] });
    try {
      const res = await call(api, 'POST', TEST_PAID_SERVICE_PATH, {
        body: { email: 'a@example.com', active: true },
      });
      expect(res.status).toBe(404);
      // The unknown path's 404, not the control's 'no such member'.
      expect(res.body).not.toMatchObject({ code: 'member.not_found' });
    } finally {
      await api.stop();
    }
  });
});

describe('test e-mail change age control', () => {
  it('ages one member’s change requests past the 30 minutes, and leaves another member’s alone', async () => {
    const catcher = await startMailCatcher();
    const api = await startTestApi('pglite', {
      config: { smtpUrl: catcher.smtpUrl },
      modules: [meModule, createMailLinksModule(), emailChangeModule, testClockModule],
      overrides: { now: undefined },
    });
    try {
      const request = async () => {
        const user = await signUpMember(api, (u) =>
          memberBody({ email: u.email, nickname: uniqueNickname('a') }),
        );
        const to = `age-${randomUUID()}@example.com`;
        await call(api, 'POST', '/member/v1/mails!update', { token: user.idToken, body: { from: to } });
        const mail = await catcher.waitFor(to, () => true);
        return { user, referenceKey: /referenceKey=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]! };
      };
      const aged = await request();
      const fresh = await request();
      expect(
        await call(api, 'POST', TEST_EMAIL_CHANGE_AGE_PATH, {
          body: { email: aged.user.email, ageMs: 30 * 60_000 + 1_000 },
        }),
      ).toMatchObject({ status: 200, body: { aged: 1 } });

      expect(await call(api, 'GET', `/member/v1/mails?referenceKey=${aged.referenceKey}`)).toMatchObject({
        status: 403,
        body: { code: 'link.expired' },
      });
      expect(await call(api, 'GET', `/member/v1/mails?referenceKey=${fresh.referenceKey}`)).toMatchObject({
        status: 200,
      });
      expect(
        (
          await call(api, 'POST', TEST_EMAIL_CHANGE_AGE_PATH, {
            body: { email: 'nobody@example.com', ageMs: 1 },
          })
        ).status,
      ).toBe(404);
      expect(
        (await call(api, 'POST', TEST_EMAIL_CHANGE_AGE_PATH, { body: { email: aged.user.email, ageMs: -1 } }))
          .status,
      ).toBe(400);
    } finally {
      await api.stop();
      await catcher.stop();
    }
  });
});

describe('test clock control', () => {
  it('moves the clock of a test-profile server and resets it', async () => {
    const api = await startTestApi('pglite', { modules: [testClockModule], overrides: { now: undefined } });
    try {
      expect(api.deps.testClock).toBeDefined();
      const moved = await call<{ offsetMs: number }>(api, 'POST', TEST_CLOCK_PATH, {
        body: { advanceMs: 31 * 60_000 },
      });
      expect(moved.body.offsetMs).toBe(31 * 60_000);
      expect(api.deps.now().getTime() - Date.now()).toBeGreaterThan(30 * 60_000);
      expect((await call(api, 'POST', TEST_CLOCK_PATH, { body: { advanceMs: -1 } })).status).toBe(400);
      expect(
        (await call<{ offsetMs: number }>(api, 'POST', TEST_CLOCK_PATH, { body: { reset: true } })).body
          .offsetMs,
      ).toBe(0);
    } finally {
      await api.stop();
    }
  });
});
