// The code exchange accepts an ID token only in the algorithm its client is registered for
// (config idTokenSignedResponseAlg), even when the provider's discovery offers more and its JWKS
// holds a key that verifies the other signature. A small provider on 127.0.0.1 answers the
// discovery, the JWKS and the token request with an ID token signed by the algorithm a test picks.
import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from './config';
import { createCodeExchange } from './oidc';

type Alg = 'RS256' | 'ES256';

const keys: Record<Alg, { kid: string; privateKey: KeyObject; publicKey: KeyObject }> = {
  RS256: { kid: 'rsa-1', ...generateKeyPairSync('rsa', { modulusLength: 2048 }) },
  ES256: { kid: 'ec-1', ...generateKeyPairSync('ec', { namedCurve: 'P-256' }) },
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signedIdToken(alg: Alg, claims: Record<string, unknown>): string {
  const input = `${b64({ alg, kid: keys[alg].kid, typ: 'JWT' })}.${b64(claims)}`;
  const signature =
    alg === 'RS256'
      ? sign('sha256', Buffer.from(input), keys.RS256.privateKey)
      : sign('sha256', Buffer.from(input), { key: keys.ES256.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

describe('the code exchange (openid-client) with the algorithm pinned', () => {
  let server: Server;
  let issuer = '';
  /** What the next token request signs its ID token with, and for which client and nonce. */
  const next = { alg: 'RS256' as Alg, clientId: '', nonce: '' };
  /** What the last token request brought: its Authorization header and its form body. */
  const lastTokenRequest: { authorization?: string | undefined; body?: URLSearchParams } = {};

  beforeAll(async () => {
    server = createServer((req, res) => {
      const json = (body: object) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      };
      if (req.url === '/oidc/.well-known/openid-configuration') {
        return json({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256', 'ES256'],
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'none'],
        });
      }
      if (req.url === '/oidc/jwks') {
        return json({
          keys: (['RS256', 'ES256'] as const).map((alg) => ({
            ...keys[alg].publicKey.export({ format: 'jwk' }),
            kid: keys[alg].kid,
            alg,
            use: 'sig',
          })),
        });
      }
      if (req.url === '/oidc/token' && req.method === 'POST') {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        const now = Math.floor(Date.now() / 1000);
        return req.on('end', () => {
          lastTokenRequest.authorization = req.headers.authorization;
          lastTokenRequest.body = new URLSearchParams(Buffer.concat(chunks).toString());
          json({
            access_token: 'at-1',
            token_type: 'Bearer',
            expires_in: 3600,
            id_token: signedIdToken(next.alg, {
              iss: issuer,
              sub: 'member-uid-1',
              aud: next.clientId,
              iat: now,
              exp: now + 600,
              nonce: next.nonce,
              nickname: 'はなこ',
              under_18: true,
            }),
          });
        });
      }
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const exchange = (variant: 'community' | 'members', alg: Alg) => {
    const config = loadConfig(variant, { MEMBER_API_OIDC_ISSUER: issuer });
    Object.assign(next, { alg, clientId: config.clientId, nonce: `nonce-${variant}-${alg}` });
    const callback = new URL(`${config.publicOrigin}${config.callbackPath}?code=c-1&state=s-1`);
    return createCodeExchange(config)(callback, { state: 's-1', nonce: next.nonce });
  };

  it('accepts an ID token in the algorithm the client is registered for (members RS256, community ES256)', async () => {
    await expect(exchange('members', 'RS256')).resolves.toMatchObject({
      sub: 'member-uid-1',
      nickname: 'はなこ',
      under18: true,
    });
    await expect(exchange('community', 'ES256')).resolves.toMatchObject({ sub: 'member-uid-1' });
  });

  it('refuses an ID token in the other algorithm, though the JWKS holds a key that verifies it', async () => {
    // openid-client's own words for it, on the error's cause.
    const refusal = { cause: expect.objectContaining({ message: 'unexpected JWT "alg" header parameter' }) };
    await expect(exchange('members', 'ES256')).rejects.toMatchObject(refusal);
    await expect(exchange('community', 'RS256')).rejects.toMatchObject(refusal);
  });

  it('as the public client, sends no secret but its client_id and PKCE verifier', async () => {
    const config = loadConfig('members', {
      MEMBER_API_OIDC_ISSUER: issuer,
      DEMO_MEMBERS_SERVICE_CLIENT: 'public',
    });
    Object.assign(next, { alg: 'RS256', clientId: config.clientId, nonce: 'nonce-app' });
    const callback = new URL(`${config.publicOrigin}${config.callbackPath}?code=c-2&state=s-2`);
    const verifier = 'verifier-0123456789-0123456789-0123456789-0123';
    await expect(
      createCodeExchange(config)(callback, { state: 's-2', nonce: 'nonce-app', codeVerifier: verifier }),
    ).resolves.toMatchObject({ sub: 'member-uid-1' });
    expect(lastTokenRequest.authorization).toBeUndefined();
    expect(Object.fromEntries(lastTokenRequest.body!)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'demo-members-app',
      code: 'c-2',
      code_verifier: verifier,
      redirect_uri: `${config.publicOrigin}/oauth/callback`,
    });
  });
});
