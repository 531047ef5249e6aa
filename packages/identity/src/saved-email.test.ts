// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';

import { createSavedEmailStore, SAVED_EMAIL_STORAGE_KEY } from './saved-email';

const projectId = 'demo-member-hub';
const chrome = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

beforeEach(() => localStorage.clear());

describe('savedEmailStore', () => {
  it('returns the saved address, and localStorage does not show it', async () => {
    const store = createSavedEmailStore({ projectId, userAgent: chrome });

    await store.save('hanako.yamada@example.com');

    const stored = localStorage.getItem(SAVED_EMAIL_STORAGE_KEY);
    expect(stored).not.toBeNull();
    expect(stored).not.toContain('hanako');
    expect(stored).not.toContain('example.com');
    expect(await store.load()).toBe('hanako.yamada@example.com');
    // A new page (a new store) reads it too.
    expect(await createSavedEmailStore({ projectId, userAgent: chrome }).load()).toBe(
      'hanako.yamada@example.com',
    );
  });

  it('uses navigator.userAgent by default', async () => {
    await createSavedEmailStore({ projectId }).save('a@example.com');
    expect(await createSavedEmailStore({ projectId, userAgent: navigator.userAgent }).load()).toBe(
      'a@example.com',
    );
  });

  it('migrates an older plain value: returns it and stores it encrypted', async () => {
    localStorage.setItem(SAVED_EMAIL_STORAGE_KEY, 'taro@example.com');
    const store = createSavedEmailStore({ projectId, userAgent: chrome });

    expect(await store.load()).toBe('taro@example.com');
    expect(localStorage.getItem(SAVED_EMAIL_STORAGE_KEY)).not.toContain('taro');
    expect(await store.load()).toBe('taro@example.com');
  });

  it('cannot be read with another user agent or project id (null, no throw)', async () => {
    await createSavedEmailStore({ projectId, userAgent: chrome }).save('b@example.com');

    await expect(createSavedEmailStore({ projectId, userAgent: firefox }).load()).resolves.toBeNull();
    await expect(
      createSavedEmailStore({ projectId: 'demo-other', userAgent: chrome }).load(),
    ).resolves.toBeNull();
  });

  it('ignores a damaged value and a plain value that is not an address', async () => {
    const store = createSavedEmailStore({ projectId, userAgent: chrome });

    localStorage.setItem(SAVED_EMAIL_STORAGE_KEY, 'v1.not-base64!.???');
    expect(await store.load()).toBeNull();
    localStorage.setItem(SAVED_EMAIL_STORAGE_KEY, 'no-at-sign');
    expect(await store.load()).toBeNull();
  });

  it('clear() forgets the address; a later save replaces an earlier one', async () => {
    const store = createSavedEmailStore({ projectId, userAgent: chrome });
    await store.save('old@example.com');
    await store.save('new@example.com');
    expect(await store.load()).toBe('new@example.com');

    store.clear();
    expect(await store.load()).toBeNull();
    expect(localStorage.getItem(SAVED_EMAIL_STORAGE_KEY)).toBeNull();
  });

  it('works with an injected storage under another key', async () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    const store = createSavedEmailStore({ projectId, userAgent: chrome, storage, storageKey: 'mail' });

    await store.save('c@example.com');
    expect([...map.keys()]).toEqual(['mail']);
    expect(await store.load()).toBe('c@example.com');
  });
});
