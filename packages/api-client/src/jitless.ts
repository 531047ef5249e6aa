/**
 * Import FIRST in a browser entry (before anything that builds a zod schema):
 *   import '@member-hub/api-client/jitless';
 *
 * zod 4 compiles object parsers with `new Function` and, to find out whether it may, probes
 * `new Function('')` once. The SPAs' Content-Security-Policy has no 'unsafe-eval', so that probe is
 * reported as a securitypolicyviolation on every page load (the CSP e2e sees it), although zod
 * swallows the error. jitless mode skips the probe and the compiler; the parsers are the same, only
 * not code-generated. The server keeps the JIT (no CSP there).
 */
// zod 4 keeps its configuration on globalThis.__zod_globalConfig (shared by every copy of zod);
// setting it there is `z.config({ jitless: true })` without loading zod into the entry chunk
// (the hub's /login stays zod-free). src/jitless.test.ts checks that zod reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
