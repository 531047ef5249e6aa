// storedSessionMayExist against a real IndexedDB implementation (fake-indexeddb), with the
// database written the way Firebase Auth's indexedDBLocalPersistence writes it
// (@firebase/auth platform_browser/persistence/indexed_db.ts: version 1, one store keyed by
// `fbase_key`, records `{ fbase_key, value }`).
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';

import {
  FIREBASE_AUTH_DATABASE,
  FIREBASE_AUTH_OBJECT_STORE,
  FIREBASE_AUTH_USER_KEY_PREFIX,
  storedSessionMayExist,
} from './stored-session';

const USER_KEY = `${FIREBASE_AUTH_USER_KEY_PREFIX}fake-api-key:[DEFAULT]`;

function memoryStorage(entries: Record<string, string> = {}): Pick<Storage, 'length' | 'key'> {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (i) => keys[i] ?? null };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** The database as Firebase leaves it, with these records. */
async function firebaseDatabase(factory: IDBFactory, records: Record<string, unknown>): Promise<void> {
  const open = factory.open(FIREBASE_AUTH_DATABASE, 1);
  open.onupgradeneeded = () =>
    open.result.createObjectStore(FIREBASE_AUTH_OBJECT_STORE, { keyPath: 'fbase_key' });
  const db = await request(open);
  const store = db
    .transaction(FIREBASE_AUTH_OBJECT_STORE, 'readwrite')
    .objectStore(FIREBASE_AUTH_OBJECT_STORE);
  await Promise.all(
    Object.entries(records).map(([key, value]) => request(store.put({ fbase_key: key, value }))),
  );
  db.close();
}

/** A signed-in user's record in the shape of Firebase's UserImpl.toJSON(). */
const signedInUser = {
  uid: 'u1',
  email: 'hanako@example.com',
  emailVerified: true,
  isAnonymous: false,
  providerData: [{ providerId: 'password', uid: 'hanako@example.com', email: 'hanako@example.com' }],
  stsTokenManager: { refreshToken: 'r', accessToken: 'a', expirationTime: 1 },
  createdAt: '1',
  lastLoginAt: '1',
  apiKey: 'fake-api-key',
  appName: '[DEFAULT]',
};

async function databaseNames(factory: IDBFactory): Promise<(string | undefined)[]> {
  return (await factory.databases()).map((db) => db.name);
}

describe('storedSessionMayExist', () => {
  it('is false when neither the database nor a localStorage key exists, and creates no database', async () => {
    const indexedDB = new IDBFactory();
    await expect(storedSessionMayExist({ indexedDB, localStorage: memoryStorage() })).resolves.toBe(false);
    expect(await databaseNames(indexedDB)).toEqual([]);
  });

  it('is true when the database holds a signed-in user', async () => {
    const indexedDB = new IDBFactory();
    await firebaseDatabase(indexedDB, { [USER_KEY]: signedInUser });
    await expect(storedSessionMayExist({ indexedDB, localStorage: memoryStorage() })).resolves.toBe(true);
  });

  it('is false when the database holds only other keys (signed out, or Firebase’s availability probe)', async () => {
    const indexedDB = new IDBFactory();
    await firebaseDatabase(indexedDB, { __sak: '1', 'firebase:persistence:fake-api-key:[DEFAULT]': 'x' });
    await expect(storedSessionMayExist({ indexedDB, localStorage: memoryStorage() })).resolves.toBe(false);
  });

  it('is false for the empty database Firebase leaves after a sign-out', async () => {
    const indexedDB = new IDBFactory();
    await firebaseDatabase(indexedDB, {});
    await expect(storedSessionMayExist({ indexedDB, localStorage: memoryStorage() })).resolves.toBe(false);
  });

  it('is true when localStorage holds a user (the fallback persistence)', async () => {
    const indexedDB = new IDBFactory();
    const localStorage = memoryStorage({ savedEmail: 'v1.x', [USER_KEY]: '{}' });
    await expect(storedSessionMayExist({ indexedDB, localStorage })).resolves.toBe(true);
  });

  it('is true when indexedDB.databases() is missing (older Safari and Firefox)', async () => {
    const indexedDB = new IDBFactory();
    Object.defineProperty(indexedDB, 'databases', { value: undefined });
    await expect(storedSessionMayExist({ indexedDB, localStorage: memoryStorage() })).resolves.toBe(true);
  });

  it('is true when IndexedDB fails or is missing', async () => {
    const failing = new IDBFactory();
    failing.databases = () => Promise.reject(new Error('SecurityError'));
    await expect(storedSessionMayExist({ indexedDB: failing, localStorage: memoryStorage() })).resolves.toBe(
      true,
    );
    const opening = new IDBFactory();
    await firebaseDatabase(opening, {});
    opening.open = () => {
      throw new Error('InvalidStateError');
    };
    await expect(storedSessionMayExist({ indexedDB: opening, localStorage: memoryStorage() })).resolves.toBe(
      true,
    );
  });

  it('is true when IndexedDB does not answer in time', async () => {
    const indexedDB = new IDBFactory();
    indexedDB.databases = () => new Promise(() => undefined);
    await expect(
      storedSessionMayExist({ indexedDB, localStorage: memoryStorage(), timeoutMs: 10 }),
    ).resolves.toBe(true);
  });

  it('is true, and leaves nothing behind, when the listed database vanished before it was opened', async () => {
    const indexedDB = new IDBFactory();
    indexedDB.databases = () => Promise.resolve([{ name: FIREBASE_AUTH_DATABASE, version: 1 }]);
    await expect(storedSessionMayExist({ indexedDB, localStorage: memoryStorage() })).resolves.toBe(true);
    const fresh = Object.getPrototypeOf(indexedDB) as IDBFactory;
    expect(await fresh.databases.call(indexedDB)).toEqual([]);
  });

  it('leaves the database as it was (same version, same records)', async () => {
    const indexedDB = new IDBFactory();
    await firebaseDatabase(indexedDB, { [USER_KEY]: signedInUser });
    await storedSessionMayExist({ indexedDB, localStorage: memoryStorage() });
    expect(await indexedDB.databases()).toEqual([{ name: FIREBASE_AUTH_DATABASE, version: 1 }]);
    // Firebase can still open it at version 1 (no upgrade, no block).
    await firebaseDatabase(indexedDB, { [USER_KEY]: signedInUser });
  });
});
