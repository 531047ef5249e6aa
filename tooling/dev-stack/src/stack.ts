// startStack(): the Firebase Auth emulator, the mail catcher, the one-origin gateway and the
// apps, for the `dev` or the `test` profile. Everything started is stopped again by stop(), on
// failure during start, and (in the CLI) on SIGINT/SIGTERM.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { embedParentOrigins, localDeploymentConfig } from '@member-hub/deployment-config';
import { SECURITY_HEADERS_FILE } from '@member-hub/deployment-config/headers';
import { appScript, discoverApps, selectApps, type AppInfo } from './apps.ts';
import { startAuthEmulator, type AuthEmulator } from './emulator.ts';
import { startGateway, type Gateway } from './gateway.ts';
import { createPageViewLog } from './page-view-receiver.ts';
import { createRunDatabase, type RunDatabase } from './postgres.ts';
import { builtHeaderSet } from './security-headers.ts';
import {
  guardFolder,
  httpAnswers,
  startProcess,
  tcpAnswers,
  waitFor,
  type Logger,
  type ManagedProcess,
} from './processes.ts';
import {
  FIREBASE_PROJECT_ID,
  portsFor,
  stackEnv,
  urlsFor,
  type ProfileName,
  type StackPorts,
  type StackUrls,
} from './profiles.ts';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(packageDir, '../..');

/** The mail catcher (maildev) on `ports.mailSmtp` / `ports.mailWeb`, loopback only, mails in `mailDir`. */
export function startMailCatcher(options: {
  ports: Pick<StackPorts, 'mailSmtp' | 'mailWeb'>;
  mailDir: string;
  env: NodeJS.ProcessEnv;
  log: Logger;
}): ManagedProcess {
  const { ports, mailDir } = options;
  return startProcess({
    name: 'maildev',
    command: bin('maildev'),
    args: [
      '--smtp',
      String(ports.mailSmtp),
      '--ip',
      '127.0.0.1',
      '--web',
      String(ports.mailWeb),
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      mailDir,
    ],
    cwd: packageDir,
    env: options.env,
    log: options.log,
  });
}
const bin = (name: string) => path.join(packageDir, 'node_modules/.bin', name);

export type AppState = 'running' | 'failed';

export interface StartStackOptions {
  profile: ProfileName;
  /** Apps to start (apps/* directory or package names); default `'all'`: every app with a dev script. */
  apps?: readonly string[] | 'all';
  /** When true, an app that fails to start fails the whole start (default false: it is reported). */
  requireApps?: boolean;
  /** Where the output of the children goes (default: console). */
  log?: Logger;
  /** Base environment for the children (default: process.env). */
  env?: NodeJS.ProcessEnv;
  /** Stops a start in progress (the CLI aborts on SIGINT/SIGTERM). */
  signal?: AbortSignal;
  /** How long an app may take to open its port (default 180 s). */
  appReadyTimeoutMs?: number;
}

export interface RunningStack {
  profile: ProfileName;
  ports: StackPorts;
  urls: StackUrls;
  /** The environment the apps received. */
  env: Record<string, string>;
  /** Every started app by package name, and whether it came up. */
  apps: Record<string, AppState>;
  /** Resolves when a core service (emulator, mail catcher) ends on its own. */
  crashed: Promise<string>;
  stop(): Promise<void>;
}

async function assertPortsFree(ports: StackPorts, profile: ProfileName): Promise<void> {
  const taken: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (await tcpAnswers(port, '127.0.0.1')) taken.push(`${name} ${port}`);
  }
  if (taken.length > 0) {
    throw new Error(
      `ports already in use (${taken.join(', ')}): is another "${profile}" stack running? Stop it, or for dev set the *_PORT variables.`,
    );
  }
}

export async function startStack(options: StartStackOptions): Promise<RunningStack> {
  const { profile } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const baseEnv = options.env ?? process.env;
  const ports = portsFor(profile, baseEnv);
  const urls = urlsFor(ports);
  const env = stackEnv(profile, ports);
  const processes: ManagedProcess[] = [];
  // This run's folders and database, which the orphan guard removes if this process ends without
  // stopping the stack.
  const removeFolders: Array<() => void> = [];
  let database: RunDatabase | undefined;
  const ownFolder = (dir: string) => {
    removeFolders.push(guardFolder(dir));
    return dir;
  };
  let emulator: AuthEmulator | undefined;
  let gateway: Gateway | undefined;

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      await Promise.all([...[...processes].reverse().map((p) => p.stop()), emulator?.stop()]);
      await gateway?.close();
      for (const remove of removeFolders) remove();
      await database?.drop();
    })();
    return stopped;
  };

  const aborted = new Promise<string>((resolve) => {
    if (options.signal?.aborted) resolve('aborted');
    options.signal?.addEventListener('abort', () => resolve('aborted'), { once: true });
  });
  const failIfAborted = () => {
    if (options.signal?.aborted) throw new Error('start aborted');
  };

  try {
    await assertPortsFree(ports, profile);
    log(`[stack] starting the ${profile} stack: Auth emulator, mail catcher, gateway on ${urls.gateway}`);
    const childEnv: NodeJS.ProcessEnv = {
      ...baseEnv,
      ...env,
      // Never download a browser, never phone home.
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      NO_UPDATE_NOTIFIER: '1',
    };
    if (profile === 'test') {
      // A fresh embedded database for every test run; the dev data stays untouched.
      const dataDir = ownFolder(fs.mkdtempSync(path.join(os.tmpdir(), 'member-hub-test-data-')));
      childEnv.MEMBER_API_DATA_DIR = dataDir;
      env.MEMBER_API_DATA_DIR = dataDir;
      // With PostgreSQL at hand (TEST_DATABASE_URL), a fresh database of its own instead, as
      // production runs: other processes (the operators' member command in the e2e tests) can
      // then work on the database while the member API runs, which PGlite does not allow.
      const adminUrl = baseEnv.TEST_DATABASE_URL;
      if (adminUrl) {
        database = await createRunDatabase(adminUrl, `member_hub_e2e_${randomBytes(5).toString('hex')}`);
        childEnv.DATABASE_URL = database.url;
        env.DATABASE_URL = database.url;
      }
    }

    // 1. Mail catcher: SMTP + web UI + REST API (/api/...). Its own mail directory, removed when the
    // stack stops: maildev's default (os.tmpdir()/maildev) is shared by every catcher on the
    // machine and keeps every received mail's file after the catcher is gone.
    const mailDir = ownFolder(fs.mkdtempSync(path.join(os.tmpdir(), `member-hub-${profile}-mail-`)));
    const maildev = startMailCatcher({ ports, mailDir, env: childEnv, log });
    processes.push(maildev);

    // 2. The one-origin gateway.
    gateway = await startGateway({
      port: ports.gateway,
      upstreams: { hub: ports.hub, profile: ports.profile, memberApi: ports.memberApi },
      // The SPA pages' CSP and anti-framing, as production serves them (README "Security headers"):
      // the embedded screen's parents are the deployment's allow-list (locally the demo services);
      // the browser talks to the Auth emulator.
      securityHeaders: {
        mode: profile,
        embedAncestors: embedParentOrigins(localDeploymentConfig(env)),
        authOrigins: [urls.authEmulator],
      },
      // The test profile serves the SPAs' builds: their pages get the header set each build wrote.
      ...(profile === 'test'
        ? {
            builtHeaders: {
              hub: builtHeaderSet(path.join(repoRoot, 'apps/hub/dist/test-stack', SECURITY_HEADERS_FILE)),
              profile: builtHeaderSet(
                path.join(repoRoot, 'apps/profile/dist/test-stack', SECURITY_HEADERS_FILE),
              ),
            },
          }
        : {}),
      // The local page-view destination (the local configuration's `pageViewUrl`).
      pageViews: createPageViewLog(),
      // The 502 page's way forward: the help line and the allowed return addresses.
      errorPage: {
        support: localDeploymentConfig(env).support,
        returnUrlPrefixes: localDeploymentConfig(env).returnUrlPrefixes,
      },
      // The local stand-in of the operator's help pages that the local configuration links to.
      helpPages: localDeploymentConfig(env).support,
    });

    // 3. Firebase Authentication emulator (offline: demo- project, no UI, no update check); it
    // loads slowly, so the mail catcher is ready by the time it answers.
    emulator = await startAuthEmulator({
      projectId: FIREBASE_PROJECT_ID,
      ports: { auth: ports.authEmulator, hub: ports.emulatorHub, logging: ports.emulatorLogging },
      env: childEnv,
      log: (line) => log(`[auth-emulator] ${line}`),
      signal: options.signal,
    });
    failIfAborted();
    await waitFor('mail catcher', () => httpAnswers(`${urls.mailWeb}/api/healthz`), {
      timeoutMs: 60_000,
      abort: Promise.race([maildev.exited, aborted]),
    });
    failIfAborted();

    // 4. The apps that exist.
    const apps: Record<string, AppState> = {};
    const selected = selectApps(discoverApps(repoRoot), options.apps ?? 'all');
    log(
      `[stack] emulator and mail catcher ready; starting apps: ${selected.map((a) => a.dir).join(', ') || '(none)'}`,
    );
    const startApp = async (app: AppInfo) => {
      const child = startProcess({
        name: app.dir,
        command: 'pnpm',
        args: ['--filter', app.name, 'run', appScript(app, profile)],
        cwd: repoRoot,
        env: childEnv,
        log,
      });
      processes.push(child);
      try {
        if (app.readyPort) {
          const port = ports[app.readyPort];
          await waitFor(`${app.name} (port ${port})`, () => tcpAnswers(port), {
            timeoutMs: options.appReadyTimeoutMs ?? 180_000,
            abort: Promise.race([child.exited, aborted]),
          });
        }
        apps[app.name] = 'running';
      } catch (error) {
        failIfAborted();
        if (options.requireApps) throw error;
        log(`[stack] ${app.name} did not start: ${(error as Error).message}`);
        apps[app.name] = 'failed';
        await child.stop();
      }
    };
    await Promise.all(selected.map(startApp));
    failIfAborted();

    const crashed = Promise.race([
      emulator.exited.then((code) => `Auth emulator ended (${code})`),
      maildev.exited.then((code) => `mail catcher ended (${code})`),
    ]);
    return { profile, ports, urls, env, apps, crashed, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The short block printed on start: what to open. */
export function describeStack(stack: RunningStack): string {
  const running = (dir: string) =>
    Object.entries(stack.apps).some(([name, state]) => name.endsWith(`/${dir}`) && state === 'running');
  const lines: string[] = [];
  if (running('demo-service')) {
    lines.push(`  ここから開始 (start here):  ${stack.urls.demoService}   demo service, community`);
    lines.push(`                             ${stack.urls.demoMembersService}   demo service, members`);
    lines.push(`  hub + profile (gateway):   ${stack.urls.gateway}`);
  } else {
    lines.push(`  ここから開始 (start here):  ${stack.urls.gateway}   hub + profile (gateway)`);
  }
  if (running('stand-ins')) {
    lines.push(`  older service (launch):    ${stack.urls.legacyService}   らくらくコミュニティ stand-in`);
    lines.push(`  carrier OpenID Provider:   ${stack.urls.carrierOp}   d-account stand-in`);
  }
  lines.push(`  mail catcher:              ${stack.urls.mailWeb}`);
  lines.push(`  Auth emulator:             ${stack.urls.authEmulator}   project ${FIREBASE_PROJECT_ID}`);
  const apps = Object.entries(stack.apps).map(
    ([name, state]) => `${name} ${state === 'running' ? 'ok' : 'FAILED'}`,
  );
  lines.push(
    `  apps:                      ${apps.length > 0 ? apps.join(', ') : '(none with a dev script yet)'}`,
  );
  const rule = '─'.repeat(64);
  return [rule, `  member hub — ${stack.profile} stack is up (Ctrl+C stops everything)`, ...lines, rule].join(
    '\n',
  );
}
