/**
 * storedSessionMayExist(): may this browser hold a Firebase session, asked WITHOUT loading
 * Firebase. A page that only needs to know "is anybody signed in" (a route guard) can skip the
 * Firebase chunk when the answer is a proven no.
 *
 * It reads where Firebase Auth (JS SDK 12, persistence `local` = `[indexedDBLocalPersistence,
 * browserLocalPersistence]`, see ./identity) keeps the signed-in user (`@firebase/auth`
 * `platform_browser/persistence/indexed_db.ts` and `core/persistence/persistence_user_manager.ts`):
 * the IndexedDB database `firebaseLocalStorageDb`, object store `firebaseLocalStorage`, records
 * keyed (`fbase_key`) `firebase:authUser:<apiKey>:<appName>`, and localStorage under the same key.
 *
 * It answers false only when it has proven that neither holds such a key; any error, missing API
 * (`indexedDB.databases()` is missing in older Safari and Firefox), timeout or doubt answers true
 * (a wrong "no" would turn a signed-in member away). It never creates or upgrades the database.
 *
 * This module imports nothing from Firebase: keep it that way (it is meant for entry chunks).
 */

/** The IndexedDB database of Firebase Auth's `indexedDBLocalPersistence`. */
export const FIREBASE_AUTH_DATABASE = 'firebaseLocalStorageDb';
/** Its one object store. */
export const FIREBASE_AUTH_OBJECT_STORE = 'firebaseLocalStorage';
/** The start of the key of a persisted user (`firebase:authUser:<apiKey>:<appName>`). */
export const FIREBASE_AUTH_USER_KEY_PREFIX = 'firebase:authUser:';

/** Default of {@link StoredSessionCheckOptions.timeoutMs}. */
export const STORED_SESSION_CHECK_TIMEOUT_MS = 1000;

export interface StoredSessionCheckOptions {
  /** Default `globalThis.indexedDB` (missing → true). */
  readonly indexedDB?: IDBFactory;
  /** Default `globalThis.localStorage` (missing or unreadable → true). */
  readonly localStorage?: Pick<Storage, 'length' | 'key'>;
  /** Longer than this → true. Default {@link STORED_SESSION_CHECK_TIMEOUT_MS}. */
  readonly timeoutMs?: number;
}

/** True unless it is proven that no Firebase Auth user is stored in this browser (see above). */
export async function storedSessionMayExist(options: StoredSessionCheckOptions = {}): Promise<boolean> {
  try {
    if (localStorageMayHoldUser(options.localStorage ?? globalThis.localStorage)) return true;
    const factory = options.indexedDB ?? globalThis.indexedDB;
    if (factory === undefined || typeof factory.databases !== 'function') return true;
    return await withTimeout(
      indexedDBMayHoldUser(factory),
      options.timeoutMs ?? STORED_SESSION_CHECK_TIMEOUT_MS,
    );
  } catch {
    return true;
  }
}

function localStorageMayHoldUser(storage: Pick<Storage, 'length' | 'key'> | undefined): boolean {
  if (storage === undefined || storage === null) return true;
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key === null || key.startsWith(FIREBASE_AUTH_USER_KEY_PREFIX)) return true;
  }
  return false;
}

async function indexedDBMayHoldUser(factory: IDBFactory): Promise<boolean> {
  const databases = await factory.databases();
  if (!databases.some((db) => db.name === FIREBASE_AUTH_DATABASE)) return false;
  const db = await openExisting(factory);
  try {
    if (!db.objectStoreNames.contains(FIREBASE_AUTH_OBJECT_STORE)) return true;
    const keys = await requestResult(
      db
        .transaction(FIREBASE_AUTH_OBJECT_STORE, 'readonly')
        .objectStore(FIREBASE_AUTH_OBJECT_STORE)
        .getAllKeys(),
    );
    return keys.some((key) => typeof key !== 'string' || key.startsWith(FIREBASE_AUTH_USER_KEY_PREFIX));
  } finally {
    // Firebase opens (and in one recovery path deletes) the database itself: never hold it open.
    db.close();
  }
}

/** Opens the database at its current version; rejects (never creates it) when it does not exist. */
function openExisting(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(FIREBASE_AUTH_DATABASE);
    request.onupgradeneeded = () => {
      // Only a database that did not exist (deleted since databases() answered) gets here:
      // aborting the version change leaves no database behind.
      request.transaction?.abort();
      reject(new Error(`${FIREBASE_AUTH_DATABASE} vanished`));
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
    request.onblocked = () => reject(new Error('open blocked'));
  });
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('request failed'));
  });
}

function withTimeout(check: Promise<boolean>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(true), ms);
    check.then(
      (answer) => {
        clearTimeout(timer);
        resolve(answer);
      },
      () => {
        clearTimeout(timer);
        resolve(true);
      },
    );
  });
}
