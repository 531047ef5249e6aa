import { describe, expect, it } from 'vitest';

import { areaBody, encryptedIdField, encryptedIdHeaders, encryptedMeQuery } from './area';
import { memberApi } from './registry';

describe('the embedded prefecture flow contract', () => {
  it('takes a prefecture 1..47 with update type new or update (never 0: the register button needs a choice)', () => {
    const body = { item_name: 'prefecture', item_value: 13, update_type: 'new', referer: '' };
    expect(areaBody.parse(body)).toEqual(body);
    expect(areaBody.safeParse({ ...body, item_value: 0 }).success).toBe(false);
    expect(areaBody.safeParse({ ...body, item_value: 48 }).success).toBe(false);
    expect(areaBody.safeParse({ ...body, update_type: 'replace' }).success).toBe(false);
    expect(areaBody.safeParse({ ...body, item_name: 'city' }).success).toBe(false);
    expect(areaBody.safeParse({ ...body, referer: 'a\u0000b' }).success).toBe(false);
  });

  it('accepts only the shape of an issued encrypted id', () => {
    expect(encryptedIdField.safeParse('v1.AbC-_9').success).toBe(true);
    expect(encryptedIdField.safeParse('').success).toBe(false);
    expect(encryptedIdField.safeParse('v1.a b').success).toBe(false);
    expect(encryptedIdField.safeParse('a'.repeat(513)).success).toBe(false);
    expect(encryptedIdHeaders.safeParse({ 'x-encrypted-id': 'v1.x' }).success).toBe(true);
    expect(encryptedIdHeaders.safeParse({}).success).toBe(false);
    expect(encryptedMeQuery.safeParse({ prefecture: '1' }).success).toBe(true);
    expect(encryptedMeQuery.safeParse({}).success).toBe(false);
  });

  it('carries the encrypted id in a header of both calls, never in their URL, without a token', () => {
    expect(memberApi.saveArea).toMatchObject({
      method: 'PUT',
      path: '/member/v1/profile/prefecture',
      auth: 'none',
      headers: encryptedIdHeaders,
    });
    expect(memberApi.getEncryptedMe).toMatchObject({
      method: 'GET',
      auth: 'none',
      headers: encryptedIdHeaders,
    });
    expect(Object.keys(memberApi.getEncryptedMe.query.shape)).toEqual(['prefecture']);
  });
});
