/**
 * The embedded prefecture screen's conversation with its parent page (profile spec §3, §6): it
 * runs only when the parent's origin is on the allow-list, sends the ready message to that origin
 * (never to '*'), waits up to 7 s for a message carrying `encrypted_id`, and reports status codes
 * back. A message from any other origin or window is ignored and never answered.
 * Plain functions over a window-like object, so the tests drive it without rendering.
 */
import { EMBEDDED_FLOW_TIMEOUT_MS, EmbedMessage } from '@member-hub/enums';

/** What the session needs of `window` (a fake in the tests). */
export interface EmbedWindow {
  readonly parent: EmbedParent | null;
  readonly self?: unknown;
  readonly document: { readonly referrer: string };
  readonly location: {
    readonly ancestorOrigins?: { readonly length: number; readonly [index: number]: string };
  };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(id: number): void;
}
export interface EmbedParent {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** Why the screen cannot run: not framed, framed by a parent off the list, or no encrypted_id in time. */
export type EmbedFailure = 'not-framed' | 'origin-not-allowed' | 'timeout';

/**
 * The parent's origin: the browser's ancestor list where it has one (Chromium, Safari), else the
 * referrer's origin (the parent's address; the referrer policy of the parent page keeps its origin).
 */
export function parentOriginOf(win: Pick<EmbedWindow, 'document' | 'location'>): string | undefined {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The encrypted id a parent's message carries ({ encrypted_id: '…' }), or undefined. */
export function encryptedIdOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[EmbedMessage.encryptedIdField];
  return typeof value === 'string' && value.length > 0 && value.length <= 512 ? value : undefined;
}

/** The ready message sent to the parent when the screen is ready. */
export const readyMessage = () => ({ type: EmbedMessage.ready });
/** The status report sent to the parent after a save (`status_code`: the HTTP status). */
export const statusMessage = (status: number) => ({ [EmbedMessage.statusField]: status });

export interface EmbedSessionOptions {
  readonly window: EmbedWindow;
  /** The deployment's allow-list (deployment-config `embedParentOrigins`). */
  readonly allowedOrigins: readonly string[];
  readonly timeoutMs?: number;
  /** The parent's encrypted_id arrived (once). */
  readonly onEncryptedId: (encryptedId: string) => void;
  /** The screen cannot run (once; not after an encrypted_id). */
  readonly onFailure: (failure: EmbedFailure) => void;
}

export interface EmbedSession {
  /** The allowed parent, when the session runs. */
  readonly parentOrigin: string | undefined;
  /** Reports a status code to the parent (only to its allowed origin). */
  report(status: number): void;
  /** Stops listening (unmount). */
  dispose(): void;
}

/** Starts the conversation: the failure, or ready → encrypted_id (within the time-out). */
export function startEmbedSession(options: EmbedSessionOptions): EmbedSession {
  const { window: win, allowedOrigins } = options;
  const parent = win.parent;
  const framed = parent !== null && parent !== (win.self ?? win);
  const origin = framed ? parentOriginOf(win) : undefined;
  const allowed = origin !== undefined && allowedOrigins.includes(origin);
  if (!framed || !allowed || !parent) {
    options.onFailure(framed ? 'origin-not-allowed' : 'not-framed');
    return { parentOrigin: undefined, report: () => undefined, dispose: () => undefined };
  }

  let settled = false;
  const listener = (event: MessageEvent) => {
    // Only the parent window, from its allowed origin: anything else is ignored, never answered.
    if (settled || event.origin !== origin || event.source !== parent) return;
    const encryptedId = encryptedIdOf(event.data);
    if (!encryptedId) return;
    settled = true;
    win.clearTimeout(timer);
    win.removeEventListener('message', listener);
    options.onEncryptedId(encryptedId);
  };
  win.addEventListener('message', listener);
  const timer = win.setTimeout(() => {
    if (settled) return;
    settled = true;
    win.removeEventListener('message', listener);
    options.onFailure('timeout');
  }, options.timeoutMs ?? EMBEDDED_FLOW_TIMEOUT_MS);
  parent.postMessage(readyMessage(), origin);

  return {
    parentOrigin: origin,
    report: (status) => parent.postMessage(statusMessage(status), origin),
    dispose: () => {
      settled = true;
      win.clearTimeout(timer);
      win.removeEventListener('message', listener);
    },
  };
}
