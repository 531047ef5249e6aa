/**
 * The previously used e-mail address, kept in localStorage for the one-tap login (hub spec §2
 * "A previously used e-mail address is shown masked", §3 "The saved e-mail is stored encrypted
 * (AES) with a key derived from the browser's user agent and the project id. Older plain values
 * are migrated.").
 *
 * AES-GCM (Web Crypto) with a key derived by HKDF-SHA-256 from the user agent, salted with the
 * project id. This only keeps the address from being read at a glance in the storage panel: anyone
 * with the same browser (or who knows its user agent) can derive the same key.
 */

/**
 * Storage key of the saved e-mail. The spec does not name it; `savedEmail` is our choice. Pass
 * `storageKey` to read an older installation's key.
 */
export const SAVED_EMAIL_STORAGE_KEY = 'savedEmail';

/** Marks an encrypted value: `v1.<iv base64>.<cipher text base64>`. Anything else is read as plain. */
const VERSION_PREFIX = 'v1.';
const HKDF_INFO = 'member-hub saved e-mail v1';
const IV_BYTES = 12;

/** The part of the Web Storage API the store needs (localStorage, or a stand-in in tests). */
export type SavedEmailStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SavedEmailStoreOptions {
  /** Firebase project id: part of the key, so two projects on one origin do not share it. */
  readonly projectId: string;
  /** Default `navigator.userAgent`. */
  readonly userAgent?: string;
  /** Default `localStorage`. */
  readonly storage?: SavedEmailStorage;
  /** Default {@link SAVED_EMAIL_STORAGE_KEY}. */
  readonly storageKey?: string;
}

export interface SavedEmailStore {
  /** Saves the address encrypted (replaces any earlier one). */
  save(email: string): Promise<void>;
  /**
   * The saved address, or null when there is none, it cannot be decrypted (another browser or
   * user agent, a damaged value) or it is not an address (no `@`). An older plain value is
   * returned and re-saved encrypted.
   */
  load(): Promise<string | null>;
  clear(): void;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function defaultStorage(): SavedEmailStorage {
  const storage = (globalThis as { localStorage?: SavedEmailStorage }).localStorage;
  if (storage === undefined) throw new Error('savedEmailStore: no localStorage here; pass `storage`.');
  return storage;
}

/** Creates the store. Nothing is read or derived until the first call. */
export function createSavedEmailStore(options: SavedEmailStoreOptions): SavedEmailStore {
  const storageKey = options.storageKey ?? SAVED_EMAIL_STORAGE_KEY;
  const storage = (): SavedEmailStorage => options.storage ?? defaultStorage();
  const encoder = new TextEncoder();
  let keyPromise: Promise<CryptoKey> | undefined;

  const key = (): Promise<CryptoKey> => {
    keyPromise ??= (async () => {
      const userAgent = options.userAgent ?? globalThis.navigator?.userAgent ?? '';
      const material = await crypto.subtle.importKey('raw', encoder.encode(userAgent), 'HKDF', false, [
        'deriveKey',
      ]);
      return crypto.subtle.deriveKey(
        {
          name: 'HKDF',
          hash: 'SHA-256',
          salt: encoder.encode(options.projectId),
          info: encoder.encode(HKDF_INFO),
        },
        material,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      );
    })();
    return keyPromise;
  };

  const save = async (email: string): Promise<void> => {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await key(), encoder.encode(email));
    storage().setItem(storageKey, `${VERSION_PREFIX}${toBase64(iv)}.${toBase64(new Uint8Array(cipher))}`);
  };

  const decrypt = async (value: string): Promise<string | null> => {
    const [iv, cipher] = value.slice(VERSION_PREFIX.length).split('.');
    if (iv === undefined || cipher === undefined) return null;
    try {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64(iv) },
        await key(),
        fromBase64(cipher),
      );
      return new TextDecoder().decode(plain);
    } catch {
      // Another user agent (browser update, other browser profile) or a damaged value.
      return null;
    }
  };

  return {
    save,

    async load() {
      const value = storage().getItem(storageKey);
      if (value === null || value === '') return null;
      if (value.startsWith(VERSION_PREFIX)) {
        const email = await decrypt(value);
        return email !== null && email.includes('@') ? email : null;
      }
      // An older plain value: keep it, but from now on encrypted.
      if (!value.includes('@')) return null;
      await save(value);
      return value;
    },

    clear() {
      storage().removeItem(storageKey);
    },
  };
}
