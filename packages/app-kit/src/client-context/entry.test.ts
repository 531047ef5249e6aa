import { describe, expect, it } from 'vitest';

import { createMemoryStorage as memoryStorage } from './memory-storage';
import { readClient } from './client-store';
import { applyEntry } from './entry';

const prefixes = ['http://localhost:5190/', 'http://localhost:5191/'];

const valid =
  'returnUrl=http%3A%2F%2Flocalhost%3A5190%2Fcallback&state=s1&scope=openid&nonce=n1&client_id=demo-community';

describe('applyEntry', () => {
  it('saves a valid entry as the client record, reading client_id as clientId', () => {
    const storage = memoryStorage();
    const outcome = applyEntry(new URLSearchParams(valid), storage, prefixes);
    expect(outcome.kind).toBe('saved');
    expect(readClient(storage)).toMatchObject({
      returnUrl: 'http://localhost:5190/callback',
      state: 's1',
      clientId: 'demo-community',
    });
  });

  it('drops the client record when the return address only looks like an allowed one', () => {
    const storage = memoryStorage();
    applyEntry(new URLSearchParams(valid), storage, prefixes);
    const lookAlike = valid.replace('localhost%3A5190', 'localhost%3A5190.evil.test');
    const outcome = applyEntry(new URLSearchParams(lookAlike), storage, prefixes);
    expect(outcome.kind).toBe('invalid');
    expect(readClient(storage)).toBeNull();
  });

  it('rejects an empty value and hidden other than 1', () => {
    const storage = memoryStorage();
    expect(applyEntry(new URLSearchParams(`${valid}&state=`), storage, prefixes).kind).toBe('invalid');
    expect(applyEntry(new URLSearchParams(`${valid}&hidden=0`), storage, prefixes).kind).toBe('invalid');
    expect(applyEntry(new URLSearchParams(`${valid}&hidden=1`), storage, prefixes).kind).toBe('saved');
  });

  it('accepts empty campaign values and keeps the record on pages that are not an entry', () => {
    const storage = memoryStorage();
    expect(applyEntry(new URLSearchParams(`${valid}&utm_source=`), storage, prefixes).kind).toBe('saved');
    const firebaseReturn = new URLSearchParams('loginParamKey=k&mode=signIn&oobCode=x&apiKey=y');
    expect(applyEntry(firebaseReturn, storage, prefixes).kind).toBe('no-entry');
    expect(readClient(storage)).not.toBeNull();
  });

  it('ignores the mock switch', () => {
    const storage = memoryStorage();
    expect(applyEntry(new URLSearchParams(`${valid}&mock=timeout`), storage, prefixes).kind).toBe('saved');
  });
});
