/**
 * A real npm registry for one test run: verdaccio on 127.0.0.1 (a free port), its storage in a
 * temporary folder, no uplink for `@member-hub/*` (so nothing of ours is ever looked up in, or
 * published to, the public registry), one publishing user.
 */
import { writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { runServer } from 'verdaccio';

export interface LocalRegistry {
  /** `http://127.0.0.1:<port>/` */
  readonly url: string;
  /** A token of the publishing user, for `//127.0.0.1:<port>/:_authToken`. */
  readonly token: string;
  stop(): Promise<void>;
}

export async function startLocalRegistry(folder: string): Promise<LocalRegistry> {
  const configPath = path.join(folder, 'config.yaml');
  // No `proxy:` anywhere: a package the registry does not hold is a 404, never a fetch upstream.
  await writeFile(
    configPath,
    [
      'storage: ./storage',
      'auth:',
      '  htpasswd:',
      '    file: ./htpasswd',
      '    max_users: 10',
      'uplinks: {}',
      'packages:',
      "  '@member-hub/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      'web:',
      '  enable: false',
      'log: { type: stdout, format: pretty, level: fatal }',
      '',
    ].join('\n'),
  );
  const app = (await runServer(configPath)) as Server;
  await new Promise<void>((resolve, reject) => {
    app.once('error', reject);
    app.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = app.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/`;
  const stop = () =>
    new Promise<void>((resolve) => {
      app.closeAllConnections();
      app.close(() => resolve());
    });

  try {
    const response = await fetch(new URL('-/user/org.couchdb.user:publisher', url), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'publisher', password: 'publisher-password' }),
    });
    if (!response.ok)
      throw new Error(`adding the publishing user: ${response.status} ${await response.text()}`);
    const { token } = (await response.json()) as { token?: string };
    if (!token) throw new Error('adding the publishing user: no token');
    return { url, token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
