/**
 * The packages as a sibling team gets them: packed and published to a real npm registry, then
 * each one installed alone (npm and pnpm) into a fresh project that maps the `@member-hub` scope
 * to that registry exactly as the READMEs say, type-checked under NodeNext and run.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalRegistry, type LocalRegistry } from './registry.ts';
import { siblingProjects } from './sibling-projects.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/**
 * The environment without what `pnpm run` and turbo put into it (`npm_config_*`, the workspace's
 * package fields): a sibling's install must see only its own project's .npmrc. (PNPM_HOME stays:
 * it places pnpm's store, shared with the machine's other installs.)
 */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^npm_/i.test(key) && !/^TURBO_/.test(key) && key !== 'INIT_CWD' && key !== 'PNPM_SCRIPT_SRC_DIR',
    ),
  );
}

async function sh(command: string, args: readonly string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await run(command, args, { cwd, env: cleanEnv(), maxBuffer: 32 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed:\n${stdout}\n${stderr}`, {
      cause: error,
    });
  }
}

let work: string;
let registry: LocalRegistry;
const published = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'member-hub-publish-'));
  registry = await startLocalRegistry(
    await mkdir(path.join(work, 'registry'), { recursive: true }).then(() => path.join(work, 'registry')),
  );
  const host = registry.url.replace(/^http:/, '');
  const publisherRc = path.join(work, 'publisher.npmrc');
  await writeFile(publisherRc, `registry=${registry.url}\n${host}:_authToken=${registry.token}\n`);
  const tarballs = path.join(work, 'tarballs');
  await mkdir(tarballs);
  // pnpm pack writes the package.json as published: `workspace:` and `catalog:` ranges become
  // versions. The registry does not check dependencies at publish time, so the four go at once.
  await Promise.all(
    siblingProjects.map(async ({ folder, name }) => {
      const destination = path.join(tarballs, folder);
      await mkdir(destination);
      await sh('pnpm', ['pack', '--pack-destination', destination], path.join(repoRoot, 'packages', folder));
      const [tarball] = await readdir(destination);
      if (!tarball) throw new Error(`pnpm pack left no tarball for ${folder}`);
      await sh('npm', ['publish', path.join(destination, tarball), '--userconfig', publisherRc], work);
      const response = await fetch(new URL(name.replace('/', '%2f'), registry.url));
      const manifest = (await response.json()) as {
        'dist-tags': { latest: string };
        versions: Record<string, Record<string, unknown>>;
      };
      const latest = manifest.versions[manifest['dist-tags'].latest];
      if (!latest) throw new Error(`${name} is not in the local registry after publishing`);
      published.set(name, latest);
    }),
  );
}, 120_000);

// The work folder holds every sibling's installed node_modules: removing it on a busy host takes
// longer than vitest's default ten seconds for a hook.
afterAll(async () => {
  await registry?.stop();
  if (work) await rm(work, { recursive: true, force: true });
}, 60_000);

describe('the published manifests', () => {
  it.each(siblingProjects.map((p) => p.name))(
    '%s names no workspace range, and each of our packages from the version published',
    (name) => {
      const manifest = published.get(name);
      const ranges = Object.entries({
        ...(manifest?.dependencies as Record<string, string> | undefined),
        ...(manifest?.peerDependencies as Record<string, string> | undefined),
      });
      for (const [dependency, range] of ranges) {
        expect(range).not.toMatch(/^(workspace|catalog|link|file):/);
        // A caret from the version published with it: a sibling that also adds that package at
        // a later compatible version gets one copy, not two.
        if (dependency.startsWith('@member-hub/')) {
          expect(range).toBe(`^${String(published.get(dependency)?.version)}`);
        }
      }
    },
  );
});

describe.concurrent.each(['npm', 'pnpm'] as const)('installed alone with %s', (manager) => {
  it.for(siblingProjects)(
    '$name installs from the scope mapping, type-checks under NodeNext and runs',
    { timeout: 180_000 },
    async ({ folder, add, source, prints }, { expect }) => {
      const project = path.join(work, `${manager}-${folder}`);
      await mkdir(project);
      await writeFile(
        path.join(project, 'package.json'),
        JSON.stringify({ name: `sibling-of-${folder}`, version: '1.0.0', private: true, type: 'module' }),
      );
      // The README's mapping: our scope from the operator's registry, everything else as usual.
      const npmrc = [`@member-hub:registry=${registry.url}`];
      // pnpm keeps package metadata in a cache of its own: a fresh one for this run, so that no
      // earlier run's copy of the same version stands in for what was just published. (npm
      // revalidates the local registry's metadata on every install: it comes without a max-age.)
      if (manager === 'pnpm') npmrc.push(`cache-dir=${path.join(work, 'pnpm-cache')}`);
      await writeFile(path.join(project, '.npmrc'), `${npmrc.join('\n')}\n`);
      await writeFile(
        path.join(project, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            target: 'ES2022',
            lib: ['ES2023', 'DOM'],
            strict: true,
            // The declarations as published are checked too, once per package (they are the
            // same files whichever manager installed them); the program itself every time.
            skipLibCheck: manager === 'pnpm',
            outDir: 'dist',
            types: [],
          },
          files: ['index.ts'],
        }),
      );
      await writeFile(path.join(project, 'index.ts'), source);

      if (manager === 'npm') {
        await sh('npm', ['install', '--no-audit', '--no-fund', ...add], project);
      } else {
        await sh('pnpm', ['add', ...add], project);
      }
      await sh(process.execPath, [tsc, '-p', '.'], project);
      const output = await sh(process.execPath, ['dist/index.js'], project);
      expect(JSON.parse(output)).toEqual(prints);
    },
  );
});
