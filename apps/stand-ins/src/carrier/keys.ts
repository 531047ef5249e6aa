/**
 * Signing keys (JWKS) and cookie keys of the carrier stand-in: from config (CARRIER_OP_JWKS,
 * CARRIER_OP_COOKIE_KEYS), else generated at first start and kept in
 * `<dataDir>/carrier-op-keys.json` (mode 0600), or not kept at all without a data dir.
 * Only key generation happens here; signing is oidc-provider's.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { JWK } from 'oidc-provider';

export interface CarrierKeys {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

export function generateCarrierKeys(): CarrierKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return {
    jwks: { keys: [{ ...jwk, kid: `carrier-${randomUUID()}`, alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

export function loadOrCreateCarrierKeys(options: {
  dataDir: string | undefined;
  jwksJson?: string | undefined;
  cookieKeys?: string[] | undefined;
}): CarrierKeys {
  const fromConfig = options.jwksJson ? (JSON.parse(options.jwksJson) as { keys: JWK[] }) : undefined;
  if (fromConfig && options.cookieKeys) return { jwks: fromConfig, cookieKeys: options.cookieKeys };
  const file = options.dataDir ? path.join(options.dataDir, 'carrier-op-keys.json') : undefined;
  let stored: CarrierKeys;
  if (file && existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as CarrierKeys;
  } else {
    stored = generateCarrierKeys();
    if (file) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    }
  }
  return { jwks: fromConfig ?? stored.jwks, cookieKeys: options.cookieKeys ?? stored.cookieKeys };
}
