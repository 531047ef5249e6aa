import { randomBytes } from 'node:crypto';
import net from 'node:net';

import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  databaseKinds,
  memberBody,
  signUpMember,
  startTestApi,
  type TestApi,
} from '../../test/helpers';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';

import { loginModule } from './login';
import { createMailLinksModule } from './mail-links';
import { meModule } from './me';

// Through HTTP with the real Auth emulator (global set-up) and a real mail catcher (maildev).
const REGISTRATION_ADDRESS = 'touroku@member-hub.localhost';

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher?.stop();
});

describe.each(databaseKinds())('mail links (%s)', (kind) => {
  const mailModule = createMailLinksModule({
    settings: {
      smtpIn: { port: 0, host: '127.0.0.1' },
      registrationAddress: REGISTRATION_ADDRESS,
      smtpInMaxBytes: 8 * 1024,
    },
  });

  let api: TestApi;
  let member: { email: string };

  /** referenceKeys of login mails already looked at (the member gets several). */
  const usedKeys = new Set<string>();
  const newAddress = () => `new-${randomBytes(5).toString('hex')}@example.com`;
  const referenceKeyOf = (text: string) => /referenceKey=([A-Za-z0-9_-]+)/.exec(text)?.[1];

  async function loginParamKey(): Promise<string> {
    const res = await call<{ loginParamKey: string }>(api, 'POST', '/member/v1/login/parameter', {
      body: {
        loginParam: JSON.stringify({
          returnUrl: 'http://localhost:5190/callback',
          state: 's',
          nonce: 'n',
          scope: 'openid',
          clientId: 'demo-community',
        }),
      },
    });
    expect(res.status).toBe(200);
    return res.body.loginParamKey;
  }

  beforeAll(async () => {
    api = await startTestApi(kind, {
      config: { smtpUrl: catcher.smtpUrl },
      modules: [meModule, loginModule, mailModule],
    });
    const user = await signUpMember(api, (u) => memberBody({ email: u.email }));
    member = { email: user.email };
  });

  afterAll(async () => {
    await api?.stop();
  });

  describe('POST /member/v1/mailLinks!login and GET /member/v1/mailLinks', () => {
    it('mails a Japanese login mail whose link carries a referenceKey; the Firebase link is answered once', async () => {
      const key = await loginParamKey();
      const sent = await call(api, 'POST', '/member/v1/mailLinks!login', {
        body: { email: member.email, loginParamKey: key },
      });
      expect(sent.status).toBe(204);

      const mail = await catcher.waitFor(member.email, (m) =>
        m.subject.endsWith('ログインのためのメールです'),
      );
      expect(mail.text).toContain('下の［ログインする］ボタンを押してください。');
      expect(mail.text).toMatch(
        /http:\/\/localhost:6170\/login\/validate\/email\?referenceKey=[A-Za-z0-9_-]{43}&mode=login/,
      );
      expect(mail.html).toContain('ログインする');
      // The Firebase sign-in link never travels by mail.
      expect(mail.text).not.toContain('oobCode');
      const referenceKey = referenceKeyOf(mail.text)!;
      usedKeys.add(referenceKey);

      const info = await call(api, 'GET', `/member/v1/mailLinks/info?referenceKey=${referenceKey}`);
      expect(info).toMatchObject({ status: 200, body: { email: member.email, used: false } });

      const first = await call<{ mailLink: string; email: string }>(
        api,
        'GET',
        `/member/v1/mailLinks?referenceKey=${referenceKey}`,
      );
      expect(first.status).toBe(200);
      expect(first.body.email).toBe(member.email);
      const link = new URL(first.body.mailLink);
      expect(link.searchParams.get('mode')).toBe('signIn');
      expect(link.searchParams.get('oobCode')).toBeTruthy();
      // Firebase returns to the hub's validate page with the login parameters' key.
      expect(link.searchParams.get('continueUrl')).toBe(
        `http://localhost:6170/login/validate/email?loginParamKey=${key}`,
      );

      const again = await call(api, 'GET', `/member/v1/mailLinks?referenceKey=${referenceKey}`);
      expect(again).toMatchObject({ status: 403, body: { code: 'link.used' } });
      // The address still answers, now saying the link was used (another browser tells it at once).
      expect(await call(api, 'GET', `/member/v1/mailLinks/info?referenceKey=${referenceKey}`)).toMatchObject({
        status: 200,
        body: { email: member.email, used: true },
      });
    });

    it('refuses a link after 30 minutes with link.expired', async () => {
      const sent = await call(api, 'POST', '/member/v1/mailLinks!login', {
        body: { email: member.email, loginParamKey: await loginParamKey() },
      });
      expect(sent.status).toBe(204);
      const mail = await catcher.waitFor(
        member.email,
        (m) => m.subject.endsWith('ログインのためのメールです') && !usedKeys.has(referenceKeyOf(m.text)!),
      );
      const referenceKey = referenceKeyOf(mail.text)!;
      usedKeys.add(referenceKey);
      api.clock.offsetMs = 30 * 60_000 + 1_000;
      try {
        expect(await call(api, 'GET', `/member/v1/mailLinks?referenceKey=${referenceKey}`)).toMatchObject({
          status: 403,
          body: { code: 'link.expired' },
        });
        expect(
          await call(api, 'GET', `/member/v1/mailLinks/info?referenceKey=${referenceKey}`),
        ).toMatchObject({
          status: 403,
          body: { code: 'link.expired' },
        });
      } finally {
        api.clock.offsetMs = 0;
      }
    });

    it('answers 404 email.not_registered for an unknown address in login mode', async () => {
      const res = await call(api, 'POST', '/member/v1/mailLinks!login', {
        body: { email: newAddress(), loginParamKey: await loginParamKey() },
      });
      expect(res).toMatchObject({ status: 404, body: { code: 'email.not_registered' } });
    });

    it('answers 404 link.not_found for an unknown referenceKey and 400 without one', async () => {
      expect(await call(api, 'GET', '/member/v1/mailLinks?referenceKey=nothing-here')).toMatchObject({
        status: 404,
        body: { code: 'link.not_found' },
      });
      expect(await call(api, 'GET', '/member/v1/mails')).toMatchObject({
        status: 400,
        body: { code: 'validation.failed' },
      });
    });

    it('refuses a malformed address with validation.failed', async () => {
      const res = await call(api, 'POST', '/member/v1/mailLinks!login', {
        body: { email: 'a..b@example.com', loginParamKey: 'k' },
      });
      expect(res).toMatchObject({ status: 400, body: { code: 'validation.failed' } });
    });

    it('limits the mails per address (429 rate.limited)', async () => {
      const address = newAddress();
      const key = await loginParamKey();
      const answers = [];
      for (let i = 0; i < 4; i += 1) {
        answers.push(
          await call<{ details?: { retryAfterSeconds: number } }>(api, 'POST', '/member/v1/mailLinks!login', {
            body: { email: address, loginParamKey: key },
          }),
        );
      }
      expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 429]);
      // The hub tells the member how long to wait (mailStepAlertOf): 3 mails per 6 minutes.
      const limited = answers[3]!;
      const seconds = limited.body.details?.retryAfterSeconds;
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(360);
      expect(limited.headers.get('retry-after')).toBe(String(seconds));
      expect(answers[0]!.headers.get('retry-after')).toBeNull();
    });
  });

  describe('POST /member/v1/mailLinks!register', () => {
    it('mails a registration link for a new address, with mode=register', async () => {
      const address = newAddress();
      const res = await call(api, 'POST', '/member/v1/mailLinks!register', {
        body: { email: address, loginParamKey: await loginParamKey() },
      });
      expect(res.status).toBe(204);
      const mail = await catcher.waitFor(address);
      expect(mail.subject).toBe('【らくらくコミュニティ】会員登録のためのメールです');
      expect(mail.text).toMatch(/\/register\/validate\/email\?referenceKey=[A-Za-z0-9_-]+&mode=register/);
      const mails = await call(api, 'GET', `/member/v1/mails?referenceKey=${referenceKeyOf(mail.text)}`);
      expect(mails).toMatchObject({ status: 200, body: { email: address } });
    });

    it('answers a member’s address like a new one (204, no oracle) and mails the member a login link noting the registration', async () => {
      const res = await call(api, 'POST', '/member/v1/mailLinks!register', {
        body: { email: member.email.toUpperCase(), loginParamKey: await loginParamKey() },
      });
      // The same answer as for a new address: the caller learns nothing.
      expect(res.status).toBe(204);
      const mail = await catcher.waitFor(member.email, (m) => m.subject.includes('すでにご登録があります'));
      expect(mail.text).toContain('このメールアドレスは既に登録されています');
      // A forgetful member still gets in: the link signs in (mode=login).
      expect(mail.text).toMatch(/\/login\/validate\/email\?referenceKey=[A-Za-z0-9_-]+&mode=login/);
      const key = referenceKeyOf(mail.text)!;
      usedKeys.add(key);
      const link = await call<{ mailLink: string; email: string }>(
        api,
        'GET',
        `/member/v1/mailLinks?referenceKey=${key}`,
      );
      expect(link).toMatchObject({ status: 200, body: { email: member.email } });
      expect(link.body.mailLink).toBeTruthy();
    });
  });

  describe('the empty-mail registration receiver', () => {
    const send = (from: string, to: string, subject: string, text: string) =>
      nodemailer
        .createTransport({ host: '127.0.0.1', port: mailModule.smtpPort()!, secure: false, ignoreTLS: true })
        .sendMail({ from, to, subject, text });

    it('answers a mail with a known loginParamKey in the subject with a registration mail', async () => {
      const key = await loginParamKey();
      const sender = newAddress();
      await send(sender, REGISTRATION_ADDRESS, `新規登録 ${key}`, '');
      const reply = await catcher.waitFor(sender);
      expect(reply.subject).toBe('【らくらくコミュニティ】会員登録のためのメールです');
      expect(reply.text).toMatch(
        /http:\/\/localhost:6170\/register\/validate\/email\?referenceKey=[A-Za-z0-9_-]+&mode=register/,
      );
      const link = await call<{ mailLink: string }>(
        api,
        'GET',
        `/member/v1/mailLinks?referenceKey=${referenceKeyOf(reply.text)}`,
      );
      expect(new URL(link.body.mailLink).searchParams.get('continueUrl')).toContain(`loginParamKey=${key}`);
    });

    it('finds the key in the body too', async () => {
      const key = await loginParamKey();
      const sender = newAddress();
      await send(sender, REGISTRATION_ADDRESS, '登録', `このまま送信してください\n${key}\n`);
      expect((await catcher.waitFor(sender)).subject).toBe(
        '【らくらくコミュニティ】会員登録のためのメールです',
      );
    });

    it('quietly ignores an unknown key and never logs it', async () => {
      const unknown = randomBytes(32).toString('base64url');
      await send(newAddress(), REGISTRATION_ADDRESS, `新規登録 ${unknown}`, unknown);
      expect(api.logLines().some((l) => l.msg === 'registration mail without a known loginParamKey')).toBe(
        true,
      );
      expect(api.logText()).not.toContain(unknown);
    });

    it('one host cannot hold every connection slot: the fourth at once is refused with 421', async () => {
      /** Opens a raw SMTP connection and answers the server's first line. */
      const open = () =>
        new Promise<{ socket: net.Socket; greeting: string }>((resolve, reject) => {
          const socket = net.connect(mailModule.smtpPort()!, '127.0.0.1');
          socket.once('error', reject);
          socket.once('data', (chunk: Buffer) => resolve({ socket, greeting: chunk.toString() }));
        });
      const held = [await open(), await open(), await open()];
      try {
        expect(held.map((h) => h.greeting.slice(0, 3))).toEqual(['220', '220', '220']);
        const fourth = await open();
        expect(fourth.greeting.slice(0, 3)).toBe('421');
        fourth.socket.destroy();
      } finally {
        for (const h of held) h.socket.destroy();
      }
      // Once they are gone, the host is served again.
      await new Promise((r) => setTimeout(r, 200));
      const again = await open();
      expect(again.greeting.slice(0, 3)).toBe('220');
      again.socket.destroy();
    });

    it('refuses to relay to any other recipient, and refuses oversized mail', async () => {
      await expect(send(newAddress(), 'someone@example.com', 'x', 'x')).rejects.toThrow(
        /550|Relaying denied/,
      );
      const key = await loginParamKey();
      await expect(send(newAddress(), REGISTRATION_ADDRESS, key, 'x'.repeat(20_000))).rejects.toThrow(
        /552|too big|size/i,
      );
    });
  });
});

describe('when mail cannot be sent', () => {
  let api: TestApi;
  beforeAll(async () => {
    const failing = {
      async send() {
        throw new Error('SMTP connection refused');
      },
    };
    api = await startTestApi('pglite', {
      overrides: { mailer: failing },
      modules: [loginModule, createMailLinksModule()],
    });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('answers 503 server.unavailable (the hub then shows its generic error page)', async () => {
    const saved = await call<{ loginParamKey: string }>(api, 'POST', '/member/v1/login/parameter', {
      body: { loginParam: '{}' },
    });
    const res = await call(api, 'POST', '/member/v1/mailLinks!register', {
      body: {
        email: `down-${randomBytes(4).toString('hex')}@example.com`,
        loginParamKey: saved.body.loginParamKey,
      },
    });
    expect(res).toMatchObject({ status: 503, body: { code: 'server.unavailable' } });
  });
});
