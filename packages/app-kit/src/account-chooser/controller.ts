/**
 * The emulator's stand-in for the Google popup: identity calls `open()`, the chooser dialog
 * (EmulatorAccountChooser beside it) shows and settles it. Development and tests only. Both apps
 * use it (packages/identity calls it through `chooseEmulatorGoogleAccount`).
 */
import { type EmulatorGoogleAccount } from '@member-hub/identity';

export interface AccountChooserController {
  open(): Promise<EmulatorGoogleAccount | null>;
  isOpen(): boolean;
  settle(account: EmulatorGoogleAccount | null): void;
  subscribe(listener: () => void): () => void;
}

/** A few demo Google accounts (fake addresses; the emulator trusts them as they are). */
export const DEMO_GOOGLE_ACCOUNTS: readonly EmulatorGoogleAccount[] = Object.freeze([
  { sub: 'google-hanako', email: 'hanako.google@example.com', name: '山田 花子' },
  { sub: 'google-taro', email: 'taro.google@example.com', name: '佐藤 太郎' },
]);

/** A stable Google id for an address typed into "another account". */
export function accountForEmail(email: string): EmulatorGoogleAccount {
  return { sub: `google-${email.toLowerCase()}`, email };
}

export function createAccountChooser(): AccountChooserController {
  let pending: ((account: EmulatorGoogleAccount | null) => void) | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    open() {
      pending?.(null);
      const promise = new Promise<EmulatorGoogleAccount | null>((resolve) => {
        pending = resolve;
      });
      emit();
      return promise;
    },
    isOpen: () => pending !== null,
    settle(account) {
      const resolve = pending;
      pending = null;
      resolve?.(account);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
