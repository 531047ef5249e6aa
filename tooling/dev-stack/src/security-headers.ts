// The security headers of the SPA pages (a CSP without inline scripts, framing only where
// allowed) come from one module, `@member-hub/deployment-config/headers`: the apps' builds write
// them as data (`dist/security-headers.json`), nginx gets them rendered from that data
// (nginx.ts), and the gateway serves that data when the build is there (test profile) or
// computes the same headers with the same function from the page it forwards (dev servers, its
// own pages).
import { existsSync, statSync } from 'node:fs';

import { readHeaderSet, type AppHeaderSet } from '@member-hub/deployment-config/headers';

export {
  EMBEDDED_PAGE_PREFIX,
  inlineScriptHashes,
  inlineStyleHashes,
  isEmbeddedPage,
  pageSecurityHeaders,
  type SecurityHeaderOptions,
} from '@member-hub/deployment-config/headers';

/**
 * The header set a build wrote, read again whenever the file changes (a rebuild of the test stack
 * replaces it); `undefined` while there is none (the build still running, or a dev server).
 */
export function builtHeaderSet(file: string): () => AppHeaderSet | undefined {
  let cached: { mtimeMs: number; set: AppHeaderSet } | undefined;
  return () => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, set: readHeaderSet(file) };
    return cached.set;
  };
}
