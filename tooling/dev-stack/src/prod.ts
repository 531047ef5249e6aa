// The production topology on one machine (`npm run start:prod`): Debian's nginx serves the
// production builds of the hub and the profile app with the headers their builds wrote, and sends
// the API paths to two member-api instances (built, `node dist/main.js`) behind one upstream; the
// instances share one PostgreSQL database (migrated by the `migrate` step before they start) and
// one Redis. The outside systems stay stand-ins: the Auth emulator and the mail catcher. Values:
// the test profile's deployment configuration, on ports of their own (dev + 2000: 7170…).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { readHeaderSet, SECURITY_HEADERS_FILE } from '@member-hub/deployment-config/headers';

import { startAuthEmulator, type AuthEmulator } from './emulator.ts';
import { renderNginxConfig } from './nginx.ts';
import { createRunDatabase, type RunDatabase } from './postgres.ts';
import {
  guardFolder,
  httpAnswers,
  startProcess,
  tcpAnswers,
  waitFor,
  type Logger,
  type ManagedProcess,
} from './processes.ts';
import { DEV_PORTS, stackEnv, urlsFor, type StackPorts } from './profiles.ts';
import { repoRoot, startMailCatcher } from './stack.ts';

export const NGINX_BIN = '/usr/sbin/nginx';
/** The production topology's ports: the dev ports + 2000 (the dev profile is 5170…, test 6170…). */
export const PROD_PORT_OFFSET = 2000;
/** The build folder of each SPA for this topology (beside `dist/test-stack`). */
export const PROD_BUILD_DIR = 'dist/prod-stack';

export function prodPorts(): StackPorts {
  return Object.fromEntries(
    Object.entries(DEV_PORTS).map(([name, port]) => [name, port + PROD_PORT_OFFSET]),
  ) as unknown as StackPorts;
}

export interface ProdInstance {
  name: string;
  port: number;
  url: string;
  process: ManagedProcess;
}

export interface ProdStack {
  /** The public origin (nginx). */
  url: string;
  ports: StackPorts;
  /** The per-run folder: nginx.conf, its logs (access.log carries the request ids), the data. */
  runDir: string;
  databaseUrl: string;
  mailWeb: string;
  instances: ProdInstance[];
  /**
   * `<runDir>/instances.json`: each instance's running process and how the earlier ones ended
   * (InstanceRecord[]), for another process that stops one (a test).
   */
  instancesFile: string;
  /** Starts (again) instance `index` (0 or 1) after it ended. */
  startInstance(index: number): Promise<ProdInstance>;
  stop(): Promise<void>;
}

export interface StartProdStackOptions {
  log?: Logger;
  /** PostgreSQL to make this run's database in (default 127.0.0.1:5432, user postgres). */
  adminDatabaseUrl?: string;
  redisUrl?: string;
  /** Skip the builds when they are there already (tests that built them once). */
  build?: boolean;
  /**
   * Also start the demo services (7190/7191, the relying parties of the test profile's deployment
   * configuration), for the journeys that end with a hand-back.
   */
  demoService?: boolean;
  /**
   * Start an instance again whenever it ends, as a process manager does (systemd's
   * `Restart=always`): after a crash, a SIGKILL, or a SIGTERM that drained it.
   */
  restartInstances?: boolean;
}

/** One instance's processes, as written to `<runDir>/instances.json` on every start and end. */
export interface InstanceRecord {
  name: string;
  port: number;
  /** The running process (the newest start). */
  pid: number | undefined;
  /** How each earlier process of this instance ended: exit code or signal name. */
  ended: Array<{ pid: number | undefined; exit: number | string }>;
}

/** The file of `startProdStack`'s run folder that lists its instances' processes. */
export const INSTANCES_FILE = 'instances.json';

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, log: Logger): void {
  log(`[prod] ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
}

/**
 * The values every process gets (and the SPA builds bake in): the test profile's deployment
 * configuration on this topology's ports (the return addresses of its demo services, the emulator,
 * the catcher).
 */
function prodEnv(): NodeJS.ProcessEnv {
  const ports = prodPorts();
  return {
    ...process.env,
    ...stackEnv('test', ports),
    HUB_PUBLIC_ORIGIN: `http://localhost:${ports.gateway}`,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    NO_UPDATE_NOTIFIER: '1',
  };
}

/**
 * The builds the topology serves: the member API (and the packages it loads), then each SPA into
 * its own folder (PROD_BUILD_DIR), which ends with the header set of that build.
 */
export function buildProdStack(log: Logger = (line) => console.log(line)): void {
  const env = prodEnv();
  run(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--filter=@member-hub/member-api...',
      '--filter=@member-hub/hub^...',
      '--filter=@member-hub/profile^...',
      '--concurrency=1',
      '--output-logs=errors-only',
    ],
    repoRoot,
    env,
    log,
  );
  for (const app of ['hub', 'profile'])
    run('pnpm', ['run', 'stack:prod'], path.join(repoRoot, 'apps', app), env, log);
}

export async function startProdStack(options: StartProdStackOptions = {}): Promise<ProdStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (!fs.existsSync(NGINX_BIN)) {
    throw new Error(
      `${NGINX_BIN} is missing: run "bash tooling/scripts/bootstrap.sh --nginx" (Debian's nginx)`,
    );
  }
  const ports = prodPorts();
  const urls = urlsFor(ports);
  const publicUrl = `http://localhost:${ports.gateway}`;
  const apiPorts = [ports.memberApi + 1, ports.memberApi + 2];
  const adminUrl =
    options.adminDatabaseUrl ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  for (const port of [ports.gateway, ...apiPorts, ports.authEmulator, ports.mailWeb, ports.mailSmtp]) {
    if (await tcpAnswers(port, '127.0.0.1'))
      throw new Error(`port ${port} is in use: is another production topology running?`);
  }

  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'member-hub-prod-'));
  // nginx started by root reads and writes as `nobody`.
  fs.chmodSync(runDir, 0o755);
  // The orphan guard removes the folder and the database if this process ends without stopping
  // the topology.
  const removeRunDir = guardFolder(runDir);
  const processes: ManagedProcess[] = [];
  let emulator: AuthEmulator | undefined;
  let nginx: ManagedProcess | undefined;
  let database: RunDatabase | undefined;
  const instances: ProdInstance[] = [];

  let stopped: Promise<void> | undefined;
  let stopping = false;
  const stop = () => {
    stopping = true;
    stopped ??= (async () => {
      await nginx?.stop();
      await Promise.all(instances.map((instance) => instance.process.stop()));
      await Promise.all([...processes].reverse().map((p) => p.stop()));
      await emulator?.stop();
      await database?.drop();
      removeRunDir();
    })();
    return stopped;
  };

  try {
    const env = prodEnv();

    // 1. The builds (unless done already).
    if (options.build !== false) buildProdStack(log);
    // nginx reads as `nobody`: it serves copies in the run folder (0755), whatever the checkout's
    // own permissions (a checkout in a 0700 folder would answer every page 404).
    const hubRoot = path.join(runDir, 'www/hub');
    const profileRoot = path.join(runDir, 'www/profile');
    fs.cpSync(path.join(repoRoot, 'apps/hub', PROD_BUILD_DIR), hubRoot, { recursive: true });
    fs.cpSync(path.join(repoRoot, 'apps/profile', PROD_BUILD_DIR), profileRoot, { recursive: true });
    for (const dir of [path.join(runDir, 'www'), hubRoot, profileRoot]) fs.chmodSync(dir, 0o755);
    const hub = readHeaderSet(path.join(hubRoot, SECURITY_HEADERS_FILE));
    const profile = readHeaderSet(path.join(profileRoot, SECURITY_HEADERS_FILE));

    // 2. The outside systems' stand-ins: mail catcher and Auth emulator.
    const mailDir = path.join(runDir, 'mail');
    fs.mkdirSync(mailDir);
    processes.push(startMailCatcher({ ports, mailDir, env, log }));
    emulator = await startAuthEmulator({
      ports: { auth: ports.authEmulator, hub: ports.emulatorHub, logging: ports.emulatorLogging },
      log,
      env,
    });
    await waitFor('mail catcher', () => httpAnswers(urls.mailWeb), { timeoutMs: 60_000 });

    // 3. This run's database, migrated by the migrate step before any instance starts.
    database = await createRunDatabase(adminUrl, `member_hub_prod_${randomBytes(5).toString('hex')}`);
    const databaseUrl = database.url;
    const dataDir = path.join(runDir, 'api-data');
    const blobDir = path.join(runDir, 'blobs');
    fs.mkdirSync(dataDir);
    fs.mkdirSync(blobDir);
    const apiDir = path.join(repoRoot, 'apps/member-api');
    const apiEnv: NodeJS.ProcessEnv = {
      ...env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      MEMBER_API_RATE_LIMIT_PREFIX: `prod-${randomBytes(5).toString('hex')}`,
      MEMBER_API_PUBLIC_ORIGIN: publicUrl,
      // One data dir (the OIDC signing keys), one blob dir, one upload secret for both instances.
      MEMBER_API_DATA_DIR: dataDir,
      MEMBER_API_BLOB_DIR: blobDir,
      MEMBER_API_UPLOAD_SECRET: randomBytes(32).toString('hex'),
      MEMBER_API_HOST: '127.0.0.1',
      MEMBER_API_TRUSTED_PROXIES: '127.0.0.1',
      MEMBER_API_MIGRATE_ON_START: 'false',
      // Production refuses the development secrets: this run's own.
      LEGACY_PASSWORD_KEY: randomBytes(32).toString('hex'),
      CARRIER_OP_CLIENT_SECRET: randomBytes(24).toString('hex'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    };
    run(process.execPath, ['dist/migrate.js'], apiDir, apiEnv, log);

    // 4. Two instances; the first also receives the "empty mail" (one SMTP receiver per machine).
    const instancesFile = path.join(runDir, INSTANCES_FILE);
    const records: InstanceRecord[] = apiPorts.map((port, index) => ({
      name: `member-api-${String.fromCharCode(97 + index)}`,
      port,
      pid: undefined,
      ended: [],
    }));
    const writeRecords = () => fs.writeFileSync(instancesFile, JSON.stringify(records, null, 2));
    const startInstance = async (index: number): Promise<ProdInstance> => {
      const record = records[index];
      if (!record) throw new Error(`no instance ${index}`);
      const { name, port } = record;
      const instance: ProdInstance = {
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        process: startProcess({
          name,
          command: process.execPath,
          args: ['--max-old-space-size=512', 'dist/main.js'],
          cwd: apiDir,
          env: {
            ...apiEnv,
            MEMBER_API_PORT: String(port),
            MEMBER_API_SMTP_IN_PORT: index === 0 ? String(ports.memberApiSmtpIn) : 'off',
          },
          log,
        }),
      };
      // Known to stop() from the start, so that a restart under way is stopped too.
      instances[index] = instance;
      const { pid } = instance.process.child;
      record.pid = pid;
      writeRecords();
      void instance.process.exited.then((exit) => {
        record.ended.push({ pid, exit });
        if (record.pid === pid) record.pid = undefined;
        if (stopping) return;
        writeRecords();
        log(`[prod] ${name} (pid ${pid}) ended: ${exit}`);
        if (options.restartInstances) {
          startInstance(index).catch((error: unknown) => {
            if (!stopping) log(`[prod] ${name} did not start again: ${String(error)}`);
          });
        }
      });
      await waitFor(`${name} ready`, async () => (await fetch(`${instance.url}/readyz`)).ok, {
        timeoutMs: 120_000,
        abort: instance.process.exited,
      });
      return instance;
    };
    // One after the other: the first writes the shared signing keys.
    await startInstance(0);
    await startInstance(1);

    // 5. nginx in front, with this run's prefix (pid, logs, temporary files).
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      fs.mkdirSync(path.join(runDir, 'nginx/tmp', dir), { recursive: true, mode: 0o777 });
    }
    const prefix = path.join(runDir, 'nginx');
    const conf = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(
      conf,
      renderNginxConfig({
        hub,
        profile,
        hubRoot,
        profileRoot,
        prefix,
        listen: `127.0.0.1:${ports.gateway}`,
        apiServers: apiPorts.map((port) => `127.0.0.1:${port}`),
      }),
    );
    const nginxArgs = ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')];
    run(NGINX_BIN, ['-t', ...nginxArgs], prefix, env, log);
    nginx = startProcess({ name: 'nginx', command: NGINX_BIN, args: nginxArgs, cwd: prefix, env, log });
    await waitFor('nginx', () => httpAnswers(`${publicUrl}/member/v1/health`), {
      timeoutMs: 30_000,
      abort: nginx.exited,
    });

    if (options.demoService) {
      const demo = startProcess({
        name: 'demo-service',
        command: process.execPath,
        args: ['--import', 'tsx', 'src/main.ts', 'both'],
        cwd: path.join(repoRoot, 'apps/demo-service'),
        env,
        log,
      });
      processes.push(demo);
      await waitFor('demo service', () => httpAnswers(urls.demoService), {
        timeoutMs: 60_000,
        abort: demo.exited,
      });
    }

    return {
      url: publicUrl,
      ports,
      runDir,
      databaseUrl,
      mailWeb: urls.mailWeb,
      instances,
      instancesFile,
      startInstance,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
