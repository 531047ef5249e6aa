import { describe, expect, it } from 'vitest';

import { areaBody, encryptedIdField, encryptedMeQuery } from './area';
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
    expect(encryptedMeQuery.safeParse({ encrypted_id: 'v1.x', prefecture: '1' }).success).toBe(true);
    expect(encryptedMeQuery.safeParse({ encrypted_id: 'v1.x' }).success).toBe(false);
  });

  it('puts the area save under the profile path plus the encrypted id, without a token', () => {
    expect(memberApi.saveArea).toMatchObject({
      method: 'PUT',
      path: '/member/v1/profile/prefecture/{id}',
      auth: 'none',
    });
    expect(memberApi.getEncryptedMe).toMatchObject({ method: 'GET', auth: 'none' });
  });
});
