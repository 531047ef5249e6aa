import { describe, expect, it } from 'vitest';

import { demoClient } from '../test/fakes';
import { unauthorizedDestination } from './guard';

describe('unauthorizedDestination', () => {
  it('returns to the allowed return address with status=authError', () => {
    expect(unauthorizedDestination(demoClient, ['http://localhost:5190/'], 'localhost:5170')).toBe(
      'http://localhost:5190/callback?status=authError',
    );
  });

  it('uses the generic error page without a client or with a refused address', () => {
    expect(unauthorizedDestination(null, ['http://localhost:5190/'], 'h')).toBe('/error');
    expect(unauthorizedDestination(demoClient, ['https://other.example.jp/'], 'h')).toBe('/error');
  });
});
