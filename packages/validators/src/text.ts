// The shapes every message text shares, and how placeholders are filled (messages.ts,
// email-messages.ts).

export type Lang = 'ja' | 'en';

export interface MessageText {
  readonly ja: string;
  readonly en: string;
}

/** Values that fill `{name}` placeholders of a text. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** `text` with its `{name}` placeholders filled from `params` (unknown names stay as written). */
export function fillParams(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
