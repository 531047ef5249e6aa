/**
 * The 'first data update' (hub spec §2 "Loading screens carry … variants for … first data update";
 * docs/decisions/0037): the first sync of a member's record from the older community service into
 * this one — an older-service person with no member record here yet (signInAndSync with no `me`).
 * While it runs, the screen's loader says so: it takes longer than an everyday sign-in.
 *
 * One flag for the page (a page runs one flow at a time): the flow sets it around the sync, the
 * loading screens read it. Plain store, no React here; `useFirstDataUpdate` is the screens' hook.
 */
import { createFlagStore, type FlagStore } from '@member-hub/app-kit/error-policy';

export const firstDataUpdate: FlagStore = createFlagStore(false);

/** Runs `work` with the flag up; down again however it ends. */
export async function duringFirstDataUpdate<T>(flag: FlagStore, work: () => Promise<T>): Promise<T> {
  flag.set(true);
  try {
    return await work();
  } finally {
    flag.set(false);
  }
}
