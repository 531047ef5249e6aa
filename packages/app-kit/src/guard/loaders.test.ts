import { StorageKey } from '@member-hub/enums';
import { describe, expect, it } from 'vitest';

import { readClient, saveClient } from '../client-context/client-store';
import { createMemoryStorage as memoryStorage } from '../client-context/memory-storage';
import { createAuthGuard, createEntryLoader } from './loaders';

const prefixes = ['http://localhost:5190/'];
const client = {
  returnUrl: 'http://localhost:5190/cb',
  state: 's',
  scope: 'openid',
  nonce: 'n',
  clientId: 'c',
};
const args = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as never;

describe('createEntryLoader', () => {
  it('saves a valid entry and lets the route render', async () => {
    const storage = memoryStorage();
    const load = createEntryLoader({ storage, allowedReturnUrlPrefixes: prefixes, errorPath: '/error' });
    const query = new URLSearchParams(client).toString();
    expect(await load(args(`http://h/profileEdit?${query}`))).toMatchObject({
      client: { returnUrl: client.returnUrl },
      variant: { key: 'community', pushService: 'rakucom' },
    });
    expect(readClient(storage)?.returnUrl).toBe(client.returnUrl);
  });

  it('hands the routes the client context: the saved record and the variant it selects', async () => {
    const storage = memoryStorage();
    const load = createEntryLoader({ storage, allowedReturnUrlPrefixes: prefixes, errorPath: '/error' });
    const members = new URLSearchParams({ ...client, serviceId: '1006' }).toString();
    expect(await load(args(`http://h/memberProfileEdit?${members}`))).toMatchObject({
      variant: { key: 'members', profileEditPath: '/memberProfileEdit', offersGoogle: false },
    });
    // A later page without an entry query gets the record saved before.
    expect(await load(args('http://h/memberProfileEdit/confirm'))).toMatchObject({
      client: { serviceId: '1006' },
      variant: { key: 'members' },
    });
    expect(await load(args('http://h/error'))).toBeNull();
  });

  it('drops the record and redirects to the error page on an invalid entry', async () => {
    const storage = memoryStorage();
    saveClient(storage, client);
    const load = createEntryLoader({ storage, allowedReturnUrlPrefixes: prefixes, errorPath: '/error' });
    const response = await load(args('http://h/profileEdit?returnUrl=https%3A%2F%2Fevil.test%2F&state=s'));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('Location')).toBe('/error');
    expect(storage.getItem(StorageKey.client)).toBeNull();
  });

  it('lets an app rule redirect first', async () => {
    const storage = memoryStorage();
    const load = createEntryLoader({
      storage,
      allowedReturnUrlPrefixes: prefixes,
      errorPath: '/error',
      before: () => new Response(null, { status: 302, headers: { Location: '/x' } }),
    });
    expect(((await load(args('http://h/register'))) as Response).headers.get('Location')).toBe('/x');
  });
  it('ends the session before the redirect on an invalid entry (hub spec §8)', async () => {
    const events: string[] = [];
    const load = createEntryLoader({
      storage: memoryStorage(),
      allowedReturnUrlPrefixes: prefixes,
      errorPath: '/error',
      onInvalid: async () => {
        await Promise.resolve();
        events.push('signed out');
      },
    });
    const response = (await load(args('http://h/login?returnUrl=https%3A%2F%2Fevil.test%2F'))) as Response;
    events.push(`redirect ${response.headers.get('Location')}`);
    expect(events).toEqual(['signed out', 'redirect /error']);
  });
});

describe('createAuthGuard', () => {
  const options = { allowedReturnUrlPrefixes: prefixes, memberHost: 'localhost:5170', errorPath: '/error' };

  it('lets a signed-in member through', async () => {
    const guard = createAuthGuard({
      ...options,
      storage: memoryStorage(),
      waitForAuthReady: async () => ({ uid: 'u' }),
    });
    expect(await guard()).toBeNull();
  });

  it('returns a signed-out visitor to the client with status=authError', async () => {
    const storage = memoryStorage();
    saveClient(storage, client);
    const guard = createAuthGuard({ ...options, storage, waitForAuthReady: async () => null });
    const response = (await guard()) as Response;
    expect(response.headers.get('Location')).toBe('http://localhost:5190/cb?status=authError');
  });

  it('sends a signed-out visitor without a client to the error page', async () => {
    const guard = createAuthGuard({
      ...options,
      storage: memoryStorage(),
      waitForAuthReady: async () => null,
    });
    expect(((await guard()) as Response).headers.get('Location')).toBe('/error');
  });
});
