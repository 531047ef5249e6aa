/**
 * The in-page alerts of an app (issue "no native alert()"): flows ask for an alert the way they
 * used to call `window.alert`, and wait for the member to close it; the app's `<AlertHost>` shows
 * one alert at a time in the shared `MessageDialog`. Plain TypeScript, so flows stay testable.
 */
export interface AlertRequest {
  /** The spec's text of the alert. */
  readonly message: string;
  /** What to do next (how long to wait, where to go). */
  readonly hint?: string;
  readonly title?: string;
  readonly closeLabel?: string;
}

export interface AlertQueue {
  /** Shows an alert after those already waiting; resolves when the member closes it. */
  show(request: AlertRequest): Promise<void>;
  /** The alert on screen, or null. */
  current(): AlertRequest | null;
  /** Closes the alert on screen (the host calls this when the member closes it). */
  dismiss(): void;
  /** Called whenever the alert on screen changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createAlertQueue(): AlertQueue {
  const waiting: { request: AlertRequest; resolve: () => void }[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    show(request) {
      return new Promise<void>((resolve) => {
        waiting.push({ request, resolve });
        if (waiting.length === 1) notify();
      });
    },
    current: () => waiting[0]?.request ?? null,
    dismiss() {
      const shown = waiting.shift();
      if (!shown) return;
      notify();
      shown.resolve();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
