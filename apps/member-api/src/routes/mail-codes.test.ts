// A mail link opened in another browser still gets the member in: the mail's numeric code, the
// link finished in another browser, and the mail itself as an older reader gets it. Through
// HTTP with the real Auth emulator (global set-up) and a real mail catcher (maildev): the mails
// are read as they arrived.
import { randomBytes } from 'node:crypto';

import { localDeploymentConfig } from '@member-hub/deployment-config';
import { ServiceId, serviceIdQueryOf } from '@member-hub/enums';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  databaseKinds,
  memberBody,
  signInWithMailLink,
  signUpMember,
  startTestApi,
  type TestApi,
} from '../../test/helpers';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../test/mail-catcher';

import { loginModule } from './login';
import { createMailLinksModule } from './mail-links';
import { meModule } from './me';

const local = localDeploymentConfig(process.env);
const REGISTRATION_ADDRESS = 'touroku@member-hub.localhost';

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher?.stop();
});

type LinkAnswer = { mailLink: string; email: string };

describe.each(databaseKinds())('the mail code and the other browser (%s)', (kind) => {
  // With the real "empty mail" receiver (SMTP in on a free port), as mail-links.test.ts.
  const mailModule = createMailLinksModule({
    settings: {
      smtpIn: { port: 0, host: '127.0.0.1' },
      registrationAddress: REGISTRATION_ADDRESS,
      smtpInMaxBytes: 8 * 1024,
    },
  });
  let api: TestApi;
  let member: { email: string };

  const newAddress = () => `code-${randomBytes(5).toString('hex')}@example.com`;
  const referenceKeyOf = (text: string) => /referenceKey=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const codeOf = (text: string) => /数字：(\d{6})/.exec(text)?.[1];

  async function loginParamKey(entry: Record<string, string> = {}): Promise<string> {
    const res = await call<{ loginParamKey: string }>(api, 'POST', '/member/v1/login/parameter', {
      body: {
        loginParam: JSON.stringify({
          returnUrl: 'http://localhost:6190/callback',
          state: 's',
          nonce: 'n',
          scope: 'openid',
          clientId: 'demo-community',
          ...entry,
        }),
      },
    });
    expect(res.status).toBe(200);
    return res.body.loginParamKey;
  }

  /** A registration mail to a new address (its own rate-limit bucket): the key, code and mail. */
  async function registrationMail(entry: Record<string, string> = {}) {
    const email = newAddress();
    const key = await loginParamKey(entry);
    const sent = await call(api, 'POST', '/member/v1/mailLinks!register', {
      body: { email, loginParamKey: key },
    });
    expect(sent.status).toBe(204);
    const mail = await catcher.waitFor(email);
    const code = codeOf(mail.text);
    expect(code).toMatch(/^\d{6}$/);
    return { email, key, code: code!, referenceKey: referenceKeyOf(mail.text)!, mail };
  }

  /**
   * The empty-mail registration: the member's own mail (as the hub's mailto draft writes it) to
   * the receiver; its answer is read from the mail catcher. The browser knows only the key.
   */
  async function emptyMailRegistration() {
    const email = newAddress();
    const key = await loginParamKey();
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: mailModule.smtpPort()!, secure: false, ignoreTLS: true })
      .sendMail({
        from: email,
        to: REGISTRATION_ADDRESS,
        subject: `会員登録 ${key}`,
        text: `このまま送信してください。\n登録キー: ${key}`,
      });
    const mail = await catcher.waitFor(email);
    const code = codeOf(mail.text);
    expect(code).toMatch(/^\d{6}$/);
    return { email, key, code: code!, referenceKey: referenceKeyOf(mail.text)!, mail };
  }

  const enterCode = (body: { email?: string; loginParamKey: string; code: string }) =>
    call<LinkAnswer & { code?: string }>(api, 'POST', '/member/v1/mailLinks!code', { body });
  const confirm = (body: { referenceKey: string; email: string }) =>
    call<LinkAnswer & { code?: string }>(api, 'POST', '/member/v1/mailLinks!confirm', { body });
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    api = await startTestApi(kind, {
      // Many entries from one client address: the per-client bucket is widened (it has its own test).
      config: { smtpUrl: catcher.smtpUrl, rateLimitScale: 5 },
      modules: [meModule, loginModule, mailModule],
    });
    const user = await signUpMember(api, (u) => memberBody({ email: u.email }));
    member = { email: user.email };
  });

  afterAll(async () => {
    await api?.stop();
  });

  describe('POST /member/v1/mailLinks!code', () => {
    it('the right code answers the sign-in link once, and it signs the member in', async () => {
      const key = await loginParamKey();
      expect(
        (
          await call(api, 'POST', '/member/v1/mailLinks!login', {
            body: { email: member.email, loginParamKey: key },
          })
        ).status,
      ).toBe(204);
      // The first mail to this member in this suite.
      const mail = await catcher.waitFor(member.email);
      const code = codeOf(mail.text)!;

      const right = await enterCode({ email: member.email.toUpperCase(), loginParamKey: key, code });
      expect(right.status).toBe(200);
      expect(right.body.email).toBe(member.email);
      const signedIn = await signInWithMailLink(member.email, right.body.mailLink);
      expect(signedIn.email).toBe(member.email);

      // Single use: neither the code again nor the mail's button.
      expect(await enterCode({ email: member.email, loginParamKey: key, code })).toMatchObject({
        status: 403,
        body: { code: 'link.used' },
      });
      expect(
        await call(api, 'GET', `/member/v1/mailLinks?referenceKey=${referenceKeyOf(mail.text)}`),
      ).toMatchObject({ status: 403, body: { code: 'link.used' } });
    });

    it('a wrong code is counted and leaves the link usable (the button still works)', async () => {
      const { email, key, code, referenceKey } = await registrationMail();
      expect(await enterCode({ email, loginParamKey: key, code: otherCode(code) })).toMatchObject({
        status: 400,
        body: { code: 'link.code_wrong' },
      });
      const link = await call<LinkAnswer>(api, 'GET', `/member/v1/mailLinks?referenceKey=${referenceKey}`);
      expect(link.status).toBe(200);
      expect(link.body.email).toBe(email);
      // The button used the link: the code is refused from then on.
      expect(await enterCode({ email, loginParamKey: key, code })).toMatchObject({
        status: 403,
        body: { code: 'link.used' },
      });
    });

    it('after 5 wrong codes a fresh mail is needed: the 6th entry is refused, even with the right code', async () => {
      const { email, key, code, referenceKey } = await registrationMail();
      const statuses: string[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await enterCode({ email, loginParamKey: key, code: otherCode(code) })).body.code!);
      }
      expect(statuses).toEqual([
        'link.code_wrong',
        'link.code_wrong',
        'link.code_wrong',
        'link.code_wrong',
        'link.code_locked',
      ]);
      expect(await enterCode({ email, loginParamKey: key, code })).toMatchObject({
        status: 403,
        body: { code: 'link.code_locked' },
      });
      // The wrong codes never spent the link: the mail's button still works.
      expect((await call(api, 'GET', `/member/v1/mailLinks?referenceKey=${referenceKey}`)).status).toBe(200);
    });

    it('is refused after the 30 minutes of the link (link.expired)', async () => {
      const { email, key, code } = await registrationMail();
      api.clock.offsetMs = 30 * 60_000 + 1_000;
      try {
        expect(await enterCode({ email, loginParamKey: key, code })).toMatchObject({
          status: 403,
          body: { code: 'link.expired' },
        });
      } finally {
        api.clock.offsetMs = 0;
      }
    });

    it('needs the key of the browser that asked and the address: others get link.not_found', async () => {
      const { email, key, code } = await registrationMail();
      expect(
        await enterCode({ email, loginParamKey: randomBytes(32).toString('base64url'), code }),
      ).toMatchObject({ status: 404, body: { code: 'link.not_found' } });
      expect(await enterCode({ email: newAddress(), loginParamKey: key, code })).toMatchObject({
        status: 404,
        body: { code: 'link.not_found' },
      });
      expect(
        await call(api, 'POST', '/member/v1/mailLinks!code', {
          body: { email, loginParamKey: key, code: '12345' },
        }),
      ).toMatchObject({ status: 400, body: { code: 'validation.failed' } });
    });
  });

  describe('POST /member/v1/mailLinks!code without the address (the empty-mail registration)', () => {
    it('the code of the mail the receiver answered signs the sender in, once', async () => {
      const { email, key, code, referenceKey, mail } = await emptyMailRegistration();
      expect(mail.subject).toBe(`【${local.appNames.community.ja}】会員登録のためのメールです`);
      const right = await enterCode({ loginParamKey: key, code });
      expect(right.status).toBe(200);
      expect(right.body.email).toBe(email);
      const signedIn = await signInWithMailLink(email, right.body.mailLink);
      expect(signedIn.email).toBe(email);
      expect(await enterCode({ loginParamKey: key, code })).toMatchObject({
        status: 403,
        body: { code: 'link.used' },
      });
      expect(await call(api, 'GET', `/member/v1/mailLinks?referenceKey=${referenceKey}`)).toMatchObject({
        status: 403,
        body: { code: 'link.used' },
      });
    });

    it('a wrong code is counted and leaves the link usable; the five attempts are shared with the address form', async () => {
      const { email, key, code, referenceKey } = await emptyMailRegistration();
      expect(await enterCode({ loginParamKey: key, code: otherCode(code) })).toMatchObject({
        status: 400,
        body: { code: 'link.code_wrong' },
      });
      // Not spent: the right code still works after a wrong one …
      const peek = await call<{ used?: boolean }>(
        api,
        'GET',
        `/member/v1/mailLinks/info?referenceKey=${referenceKey}`,
      );
      expect(peek).toMatchObject({ status: 200, body: { used: false } });
      for (let i = 0; i < 3; i += 1) {
        expect((await enterCode({ loginParamKey: key, code: otherCode(code) })).status).toBe(400);
      }
      // … and the fifth wrong entry, with the address this time, locks the one mail.
      expect(await enterCode({ email, loginParamKey: key, code: otherCode(code) })).toMatchObject({
        status: 403,
        body: { code: 'link.code_locked' },
      });
      expect(await enterCode({ loginParamKey: key, code })).toMatchObject({
        status: 403,
        body: { code: 'link.code_locked' },
      });
      // The mail's button still works.
      expect((await call(api, 'GET', `/member/v1/mailLinks?referenceKey=${referenceKey}`)).status).toBe(200);
    });

    it('takes the newest mail for the key: an older mail’s code is wrong, the newest one’s works', async () => {
      const first = await emptyMailRegistration();
      const later = newAddress();
      expect(
        (
          await call(api, 'POST', '/member/v1/mailLinks!register', {
            body: { email: later, loginParamKey: first.key },
          })
        ).status,
      ).toBe(204);
      const newest = codeOf((await catcher.waitFor(later)).text)!;
      if (newest !== first.code) {
        expect(await enterCode({ loginParamKey: first.key, code: first.code })).toMatchObject({
          status: 400,
          body: { code: 'link.code_wrong' },
        });
      }
      const right = await enterCode({ loginParamKey: first.key, code: newest });
      expect(right.status).toBe(200);
      expect(right.body.email).toBe(later);
    });

    it('a key without a mail, or another browser’s key, finds nothing (link.not_found)', async () => {
      const key = await loginParamKey();
      expect(await enterCode({ loginParamKey: key, code: '000000' })).toMatchObject({
        status: 404,
        body: { code: 'link.not_found' },
      });
      const { code } = await emptyMailRegistration();
      expect(await enterCode({ loginParamKey: randomBytes(32).toString('base64url'), code })).toMatchObject({
        status: 404,
        body: { code: 'link.not_found' },
      });
    });
  });

  it('limits the entries per client address like the other writes (429 rate.limited)', async () => {
    const limited = await startTestApi(kind, {
      config: { smtpUrl: catcher.smtpUrl },
      modules: [createMailLinksModule()],
    });
    try {
      const statuses = new Set<number>();
      for (let i = 0; i < 21; i += 1) {
        const res = await call(limited, 'POST', '/member/v1/mailLinks!code', {
          body: { email: newAddress(), loginParamKey: 'k', code: '000000' },
        });
        statuses.add(res.status);
      }
      expect([...statuses].sort()).toEqual([404, 429]);
    } finally {
      await limited.stop();
    }
  });

  describe('POST /member/v1/mailLinks!confirm (the link opened in another browser)', () => {
    it('another address is counted and leaves the link usable; the right one answers the link once', async () => {
      const { email, referenceKey } = await registrationMail();
      expect(await confirm({ referenceKey, email: newAddress() })).toMatchObject({
        status: 400,
        body: { code: 'link.email_mismatch' },
      });
      const right = await confirm({ referenceKey, email: email.toUpperCase() });
      expect(right.status).toBe(200);
      expect(right.body.email).toBe(email);
      expect(new URL(right.body.mailLink).searchParams.get('oobCode')).toBeTruthy();
      expect(await confirm({ referenceKey, email })).toMatchObject({
        status: 403,
        body: { code: 'link.used' },
      });
    });

    it('shares the five attempts with the code', async () => {
      const { email, key, code, referenceKey } = await registrationMail();
      for (let i = 0; i < 4; i += 1) {
        expect((await enterCode({ email, loginParamKey: key, code: otherCode(code) })).status).toBe(400);
      }
      expect(await confirm({ referenceKey, email: newAddress() })).toMatchObject({
        status: 403,
        body: { code: 'link.code_locked' },
      });
      expect(await confirm({ referenceKey, email })).toMatchObject({
        status: 403,
        body: { code: 'link.code_locked' },
      });
    });
  });

  describe('the mail, as an older reader gets it', () => {
    /** The mail without its links (a random key could spell anything). */
    const words = (mail: CaughtMail) =>
      `${mail.subject}\n${mail.text}\n${mail.html}`.replace(/https?:\/\/[^\s"<]+/g, '');

    function expectForOlderReaders(mail: CaughtMail, serviceName: string, button: string, started: string) {
      // Who sent it: the service's own name as sender, in the subject and in the signature.
      expect(mail.fromNames).toEqual([serviceName]);
      expect(mail.subject).toContain(`【${serviceName}】`);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(serviceName);
        expect(part).toContain(`運営：${local.operatingCompany}`);
        expect(part).toContain(`${local.support.phone}（${local.support.hours}）`);
        expect(part).toContain(local.support.page);
        expect(part).toContain('下の［' + button + '］ボタンを押してください。');
        expect(part).toContain(`${started}のと同じスマートフォンで開いてください。`);
        expect(part).toMatch(/数字/);
      }
      expect(mail.html).toContain('ボタンが押せないとき');
      const all = words(mail);
      expect(all).not.toMatch(/URL/i);
      expect(all).not.toContain('〇〇');
      expect(all).not.toContain('破棄');
    }

    it('the registration mail: names, code, the expiry as a Japan clock time, a wrapping fallback link', async () => {
      const sentAt = new Date();
      const { mail, code } = await registrationMail();
      expectForOlderReaders(mail, local.appNames.community.ja, '登録を進める', '登録を始めた');
      expect(mail.subject).toBe(`【${local.appNames.community.ja}】会員登録のためのメールです`);
      // 30 minutes from now, as the Japan clock shows it ('11月23日 18時30分まで').
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('ja-JP', {
          timeZone: 'Asia/Tokyo',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          hourCycle: 'h23',
        })
          .formatToParts(new Date(sentAt.getTime() + 30 * 60_000))
          .map((p) => [p.type, p.value]),
      );
      const until = new RegExp(`${parts.month}月${parts.day}日 ${parts.hour}時\\d\\d分まで`);
      expect(mail.text).toMatch(until);
      expect(mail.html).toMatch(until);
      expect(mail.text).toContain(`数字：${code}`);
      expect(mail.html).toContain(`>${code}<`);
      // HTML for a 360 px phone: a viewport, one large button-like link, a fallback that wraps.
      expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(mail.html).toMatch(
        /<a href="[^"]+referenceKey=[^"]+" style="display: block;[^"]*font-size: 24px;[^"]*">登録を進める<\/a>/,
      );
      expect(mail.html).toMatch(
        /<a href="[^"]+referenceKey=[^"]+" style="[^"]*word-break: break-all;[^"]*">http/,
      );
    });

    it('a login for the members service: that service’s name as sender, subject and signature', async () => {
      const key = await loginParamKey({
        serviceId: serviceIdQueryOf(ServiceId.Membership),
        returnUrl: 'http://localhost:6191/callback',
      });
      expect(
        (
          await call(api, 'POST', '/member/v1/mailLinks!login', {
            body: { email: member.email, loginParamKey: key },
          })
        ).status,
      ).toBe(204);
      const name = local.appNames.membership.ja;
      const mail = await catcher.waitFor(member.email, (m) => m.subject.includes(`【${name}】`));
      expectForOlderReaders(mail, name, 'ログインする', 'ログインを始めた');
      expect(mail.subject).toBe(`【${name}】ログインのためのメールです`);
    });
  });
});
