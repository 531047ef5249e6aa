/**
 * MEMBER_HUB_PROFILE decides what may be defaulted: only `dev` and `test` (the stack launcher sets
 * them) may use the development keys, secrets and stand-ins. NODE_ENV never does: a staging or
 * production profile started without NODE_ENV is still refused them.
 */
export const DEV_PROFILES: ReadonlySet<string> = new Set(['dev', 'test']);
