/**
 * Test support: a real mail catcher. Uses the one of the running stack when SMTP_URL and
 * MAILDEV_API_URL are both set, else starts maildev in this process on free ports.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { freePort, startOnFreePorts } from '@member-hub/dev-stack/emulator';
import { MailDev } from 'maildev';

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: string[];
  from: string[];
  /** The display names of From: (e.g. the service's name). */
  fromNames: string[];
}

export interface MailCatcher {
  smtpUrl: string;
  apiUrl: string;
  /** The first mail to `to` (lower case) that `match` accepts, polling the catcher's REST API. */
  waitFor(to: string, match?: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  stop(): Promise<void>;
}

interface ApiMail {
  id: string;
  subject?: string;
  text?: string;
  html?: string;
  to?: { address: string }[];
  from?: { address: string; name?: string }[];
}

export async function startMailCatcher(): Promise<MailCatcher> {
  let smtpUrl = process.env.SMTP_URL;
  let apiUrl = process.env.MAILDEV_API_URL;
  let stop = async () => {};
  if (!smtpUrl || !apiUrl) {
    // Fresh ports again when one chosen was taken before maildev bound it (a busy machine).
    const started = await startOnFreePorts(startMaildev);
    smtpUrl = started.smtpUrl;
    apiUrl = started.apiUrl;
    stop = started.stop;
  }
  const api = apiUrl.replace(/\/$/, '');
  return {
    smtpUrl,
    apiUrl: api,
    async waitFor(to, match = () => true, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      const seen = new Set<string>();
      while (Date.now() < until) {
        const list = (await (await fetch(`${api}/api/email`)).json()) as ApiMail[];
        for (const item of list) {
          if (seen.has(item.id) || !(item.to ?? []).some((t) => t.address.toLowerCase() === to)) continue;
          const full = (await (await fetch(`${api}/api/email/${item.id}`)).json()) as ApiMail;
          const mail: CaughtMail = {
            id: full.id,
            subject: full.subject ?? '',
            text: full.text ?? '',
            html: full.html ?? '',
            to: (full.to ?? []).map((t) => t.address.toLowerCase()),
            from: (full.from ?? []).map((f) => f.address.toLowerCase()),
            fromNames: (full.from ?? []).map((f) => f.name ?? ''),
          };
          if (match(mail)) return mail;
          seen.add(item.id);
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    stop,
  };
}

/** maildev in this process on free ports, with its own mail directory (removed on stop). */
async function startMaildev(): Promise<{ smtpUrl: string; apiUrl: string; stop(): Promise<void> }> {
  const [smtp, web] = [await freePort(), await freePort()];
  // Its own mail directory, removed on stop: maildev's default (os.tmpdir()/maildev) is shared by
  // every catcher on the machine and keeps every received mail's file after the catcher is gone.
  const mailDirectory = await mkdtemp(path.join(os.tmpdir(), 'member-api-test-mail-'));
  const maildev = new MailDev({
    smtp,
    web,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    mailDirectory,
  });
  try {
    await maildev.start();
  } catch (error) {
    await rm(mailDirectory, { recursive: true, force: true });
    throw error;
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    apiUrl: `http://127.0.0.1:${web}`,
    async stop() {
      await maildev.stop();
      await rm(mailDirectory, { recursive: true, force: true });
    },
  };
}
