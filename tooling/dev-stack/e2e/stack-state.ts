import type { AppState, StackUrls } from '../src/index.ts';

export interface StackState {
  urls: StackUrls;
  apps: Record<string, AppState>;
}

/** What the global setup started (see global-setup.ts). */
export function stackState(): StackState {
  const raw = process.env.MEMBER_HUB_STACK;
  if (!raw) throw new Error('MEMBER_HUB_STACK is not set: run these tests through playwright.config.ts');
  return JSON.parse(raw) as StackState;
}
