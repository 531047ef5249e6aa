/**
 * The apps' heavy services behind their own interfaces, loaded on first use (both apps' entries
 * paint without them): Firebase through `createLazyIdentity`, the zod-checked member API client
 * through `createLazyApiClient`. Each app passes the dynamic import of its own chunk.
 *
 *   const identity = createLazyIdentity(() => import('./identity-chunk').then((m) => m.createIdentity()));
 *   const api = createLazyApiClient(() => import('./api-chunk').then((m) => m.createApi(identity)));
 */
export { createLazyApiClient } from './lazy-api';
export { createLazyIdentity, type LazyIdentity } from './lazy-identity';
