import type { Config } from '../config';
import { DEV_PROFILES } from '../production-guard';

import { EncryptedIdCipher, encryptedIdKeyOf } from './encrypted-id';

/** The encrypted_id cipher of this server's configuration (the dev key only in the dev and test profiles). */
export function encryptedIdCipherOf(config: Pick<Config, 'encryptedIdKey' | 'profile'>): EncryptedIdCipher {
  return new EncryptedIdCipher(encryptedIdKeyOf(config.encryptedIdKey, DEV_PROFILES.has(config.profile)));
}
