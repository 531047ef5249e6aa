/**
 * The register-form exit flag (hub spec §3 "View state: … register-form exit flag", §4 "The
 * register-form exit flag returns the user to the login or register page"; docs/decisions/0037).
 *
 * A member who agrees to leave the registration's profile form (008_profileRegister, by e-mail,
 * Google or d-account) is not sent wherever history would go (the used mail link, which opens the
 * form again, or a carrier page) but to the page the registration started from: the login page
 * when the process says the member came from login, else the register page (which moves the
 * members service on to /authenRegister itself). The flag is one-shot: the next navigation's
 * entry check takes it (routes.tsx).
 *
 * It is kept in local storage rather than in memory because the Back that leaves the form is often
 * a document change (the form is the first screen of the page the mail link opened): then the
 * browser asks with its own words (beforeunload), and the flag is noted when the page goes
 * (`page-left`) and honoured only by a page the browser's Back or Forward opens.
 */
import { AuthProcess, StorageKey } from '@member-hub/enums';

import { type KeyValueStorage } from '@member-hub/app-kit/client-context';
import { RoutePath } from '../../route-paths';

/** The flag's local key (ours: the spec names the flag, not a key). */
export const REGISTER_FORM_EXIT_KEY = 'registerFormExit';

/**
 * How the member left: `confirmed` — the hub's 'このページを離れますか？' was answered yes for an
 * in-app navigation; `page-left` — the page itself went (the browser's own question, or a close).
 */
export type RegisterFormExitHow = 'confirmed' | 'page-left';

interface ExitFlag {
  readonly how: RegisterFormExitHow;
  readonly to: string;
}

/** Where leaving the form returns the member: login when they came from login, else register. */
export function registerFormExitTarget(storage: KeyValueStorage): string {
  return storage.getItem(StorageKey.process) === AuthProcess.Login ? RoutePath.login : RoutePath.register;
}

/** Sets the flag with its destination (read now: the process may be cleared by the next page). */
export function markRegisterFormExit(storage: KeyValueStorage, how: RegisterFormExitHow): void {
  const flag: ExitFlag = { how, to: registerFormExitTarget(storage) };
  storage.setItem(REGISTER_FORM_EXIT_KEY, JSON.stringify(flag));
}

export function hasRegisterFormExit(storage: KeyValueStorage): boolean {
  return storage.getItem(REGISTER_FORM_EXIT_KEY) !== null;
}

/**
 * The registration's own screens: landing on one of them is being back at the form (a reload, a
 * Back onto it), not having left it.
 */
export function isRegisterFormPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return [RoutePath.registerProfile, RoutePath.registerAvatar, RoutePath.daccountRegister]
    .map((p) => p.toLowerCase())
    .some((p) => path === p || path.startsWith(`${p}/`));
}

/** How the browser opened this document (Navigation Timing): 'back_forward', 'reload', … */
export function documentNavigationType(): string | undefined {
  const entries = globalThis.performance?.getEntriesByType?.('navigation') as
    readonly (PerformanceEntry & { type?: string })[] | undefined;
  return entries?.[0]?.type;
}

/**
 * Takes the flag (one-shot: it is gone afterwards, used or not) for a navigation to `pathname`:
 * the page to go to instead, or null. A `page-left` flag counts only when the browser's Back or
 * Forward opened this page (`navigationType` 'back_forward'): a reload of the form, or a later
 * visit from a service, goes where it was going.
 */
export function takeRegisterFormExit(
  storage: KeyValueStorage,
  pathname: string,
  navigationType: string | undefined,
): string | null {
  const raw = storage.getItem(REGISTER_FORM_EXIT_KEY);
  if (raw === null) return null;
  storage.removeItem(REGISTER_FORM_EXIT_KEY);
  let flag: Partial<ExitFlag>;
  try {
    flag = JSON.parse(raw) as Partial<ExitFlag>;
  } catch {
    return null;
  }
  if (isRegisterFormPath(pathname)) return null;
  if (flag.how === 'page-left' && navigationType !== 'back_forward') return null;
  return flag.to === RoutePath.login ? RoutePath.login : RoutePath.register;
}
