/**
 * The apps' heavy services behind their own interfaces, loaded on first use (both apps' entries
 * paint without them): Firebase through `createLazyIdentity`, the zod-checked member API client
 * through `createLazyApiClient`. Each app passes the dynamic import of its own chunk.
 *
 *   const identity = createLazyIdentity(() => import('./identity-chunk').then((m) => m.createIdentity()));
 *   const api = createLazyApiClient(() => import('./api-chunk').then((m) => m.createApi(identity)));
 *
 * `createAppIdentity(config.firebase, accountChooser, () => import('./identity-chunk').then((m) => m.createIdentity))` is the
 * identity both apps build: createLazyIdentity with the apps' settings and the stored-session fast
 * path (a guard with nothing stored in this browser answers "nobody" without loading Firebase).
 */
export { createAppIdentity, type LoadIdentityChunk } from './app-identity';
export { createLazyApiClient } from './lazy-api';
export { createLazyIdentity, type LazyIdentity, type LazyIdentityOptions } from './lazy-identity';
