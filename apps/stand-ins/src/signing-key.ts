/**
 * An ES256 key pair of a stand-in that signs assertions (the older service's launch assertions,
 * the sibling apps' device assertions): made fresh at each start and published as a JWK set, as a
 * real signer publishes its keys at `/.well-known/jwks.json`.
 */
import { randomUUID } from 'node:crypto';

import { exportJWK, generateKeyPair, type CryptoKey, type JWK, type SignJWT } from 'jose';

export class Es256SigningKey {
  private constructor(
    private readonly privateKey: CryptoKey,
    private readonly publicJwk: JWK,
  ) {}

  /** A new key; its `kid` starts with `kidPrefix` so a reader tells the signers apart. */
  static async create(kidPrefix: string): Promise<Es256SigningKey> {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwk = await exportJWK(publicKey);
    return new Es256SigningKey(privateKey, {
      ...jwk,
      kid: `${kidPrefix}-${randomUUID().slice(0, 8)}`,
      alg: 'ES256',
      use: 'sig',
    });
  }

  /** The published key set (public key only). */
  jwks(): { keys: JWK[] } {
    return { keys: [this.publicJwk] };
  }

  /** Signs `jwt` with this key, its header naming the key and the token's `typ`. */
  sign(jwt: SignJWT, typ: string): Promise<string> {
    return jwt.setProtectedHeader({ alg: 'ES256', kid: this.publicJwk.kid!, typ }).sign(this.privateKey);
  }
}
