import { describe, expect, it } from 'vitest';

import { appendReturnQuery, returnAddress } from './return-address';

describe('appendReturnQuery', () => {
  it('adds the query with ? or & and keeps the fragment last', () => {
    expect(appendReturnQuery('http://localhost:5190/cb', 'auth=true')).toBe(
      'http://localhost:5190/cb?auth=true',
    );
    expect(appendReturnQuery('http://localhost:5190/cb?x=1', 'auth=false')).toBe(
      'http://localhost:5190/cb?x=1&auth=false',
    );
    expect(appendReturnQuery('http://localhost:5190/cb?x=1#top', 'status=authError')).toBe(
      'http://localhost:5190/cb?x=1&status=authError#top',
    );
  });
});

describe('returnAddress', () => {
  it('fills {domain} with the hub host and {timestamp} in Japan time', () => {
    const url = returnAddress('http://localhost:5190/cb?from={domain}&t={timestamp}', 'auth=true', {
      hubHost: 'localhost:5170',
      now: new Date('2024-03-04T22:08:09Z'), // 2024-03-05 07:08:09 JST
    });
    expect(url).toBe('http://localhost:5190/cb?from=localhost%3A5170&t=2024305070809&auth=true');
  });
});
