import { type KeyValueStorage } from './client-store';

/** A Storage in memory (tests, and pages where localStorage is unavailable); `map` shows what it holds. */
export function createMemoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}
