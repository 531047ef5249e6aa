/**
 * Signing keys of the ID tokens and the provider's cookie keys. Given by env in production
 * (MEMBER_API_OIDC_JWKS, MEMBER_API_OIDC_COOKIE_KEYS); otherwise generated at first start and
 * kept in MEMBER_API_DATA_DIR/oidc-keys.json (mode 0600) so tokens stay valid across restarts.
 * Only key generation happens here (node:crypto); signing and verifying is oidc-provider's.
 *
 * Two algorithms (clients.ts ID_TOKEN_ALGS): RS256, the default every OpenID client accepts, with
 * an RSA key; ES256, a client's opt-in (`id_token_signed_response_alg`), with an EC P-256 key —
 * about five times cheaper to sign (0.09 ms against 0.45 ms on the bench machine), so it is what
 * a busy client should ask for. The provider signs with the first key of the algorithm the
 * client is registered with and publishes every key.
 */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { JWK } from 'oidc-provider';

import { idTokenAlgOf, type IdTokenAlg } from './clients';

export interface ProviderKeys {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

/** A new private signing key (with kid, alg and use) for one of the ID token algorithms. */
export function generateSigningKey(alg: IdTokenAlg): JWK {
  const { privateKey } =
    alg === 'ES256'
      ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
      : generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomUUID(), alg, use: 'sig' };
}

export function generateKeys(): ProviderKeys {
  return {
    jwks: { keys: [generateSigningKey('RS256'), generateSigningKey('ES256')] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

/** Whether a private key of the set can sign ID tokens with `alg` (the kty/curve it needs, and its alg if named). */
function signsWith(key: JWK, alg: IdTokenAlg): boolean {
  if (!key.d || (key.use !== undefined && key.use !== 'sig')) return false;
  if (key.alg !== undefined) return key.alg === alg;
  return alg === 'ES256' ? key.kty === 'EC' && key.crv === 'P-256' : key.kty === 'RSA';
}

/**
 * What stops these keys from signing for these clients: one line per algorithm a client is
 * registered with (RS256 when it names none) that no private key of the set signs with.
 */
export function signingKeyProblems(
  jwks: { keys: JWK[] },
  clients: readonly { client_id: string; id_token_signed_response_alg?: IdTokenAlg | undefined }[],
): string[] {
  const wanted = new Map<IdTokenAlg, string[]>();
  for (const client of clients) {
    const alg = idTokenAlgOf(client);
    wanted.set(alg, [...(wanted.get(alg) ?? []), client.client_id]);
  }
  return [...wanted]
    .filter(([alg]) => !jwks.keys.some((key) => signsWith(key, alg)))
    .map(
      ([alg, ids]) =>
        `client ${ids.join(', ')} is registered for ${alg} ID tokens but the signing keys hold no private ${alg === 'ES256' ? 'EC P-256' : 'RSA'} key for ${alg}`,
    );
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
  const keep = (keys: ProviderKeys) => {
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  };
  if (file && existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as ProviderKeys;
    // Kept before ES256 was offered (RSA only): the EC key is added, the RSA key stays first.
    if (!stored.jwks.keys.some((key) => signsWith(key, 'ES256'))) {
      stored = { ...stored, jwks: { keys: [...stored.jwks.keys, generateSigningKey('ES256')] } };
      keep(stored);
    }
  } else {
    stored = generateKeys();
    keep(stored);
  }
  return { jwks: fromEnv ?? stored.jwks, cookieKeys: options.cookieKeys ?? stored.cookieKeys };
}
