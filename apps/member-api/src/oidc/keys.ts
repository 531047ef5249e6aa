/**
 * Signing keys of the ID tokens and the provider's cookie keys. Given by env in production
 * (MEMBER_API_OIDC_JWKS, MEMBER_API_OIDC_COOKIE_KEYS); otherwise generated at first start and
 * kept in MEMBER_API_DATA_DIR/oidc-keys.json (mode 0600) so tokens stay valid across restarts.
 * Only key generation happens here (node:crypto); signing and verifying is oidc-provider's.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { JWK } from 'oidc-provider';

export interface ProviderKeys {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

export function generateKeys(): ProviderKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return {
    jwks: { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

export function loadOrCreateKeys(options: {
  dataDir: string;
  jwksJson?: string | undefined;
  cookieKeys?: string[] | undefined;
}): ProviderKeys {
  const fromEnv = options.jwksJson ? (JSON.parse(options.jwksJson) as { keys: JWK[] }) : undefined;
  if (fromEnv && options.cookieKeys) return { jwks: fromEnv, cookieKeys: options.cookieKeys };

  let stored: ProviderKeys | undefined;
  const file = options.dataDir === ':memory:' ? undefined : path.join(options.dataDir, 'oidc-keys.json');
  if (file && existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as ProviderKeys;
  } else {
    stored = generateKeys();
    if (file) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    }
  }
  return { jwks: fromEnv ?? stored.jwks, cookieKeys: options.cookieKeys ?? stored.cookieKeys };
}
