/**
 * Wall-clock parts of an instant in a fixed offset zone. The specs give no zone for stamps and
 * cut-offs; the product is Japanese, so Japan time (UTC+09:00, no daylight saving) is the
 * default everywhere in this package. Callers may pass another offset in minutes.
 */
export const JST_OFFSET_MINUTES = 540;

export interface WallClock {
  readonly year: number;
  readonly month: number; // 1-12
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

export function wallClock(date: Date, offsetMinutes: number = JST_OFFSET_MINUTES): WallClock {
  const shifted = new Date(date.getTime() + offsetMinutes * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');
