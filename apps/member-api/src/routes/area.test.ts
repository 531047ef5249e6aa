// The embedded prefecture flow's calls (profile §3, §7, §8): the encrypted id names the member,
// the prefecture is read and saved (new, then update), and everything else is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, signUpMember, startTestApi, type TestApi } from '../../test/helpers';
import { encryptedIdCipherOf } from '../members/encrypted-id-cipher';
import { ENCRYPTED_ID_TTL_SECONDS } from '../members/encrypted-id';

describe('encrypted-me and the area save', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite');
  });
  afterAll(async () => {
    await api?.stop();
  });

  async function member() {
    const user = await signUpMember(api);
    return { user, encryptedId: encryptedIdCipherOf(api.deps.config).seal(user.uid, api.deps.now()) };
  }
  const read = (encryptedId: string) =>
    call(api, 'GET', '/member/v1/encryptedMe?prefecture=1', { headers: { 'x-encrypted-id': encryptedId } });
  const save = (encryptedId: string, body: Record<string, unknown>) =>
    call(api, 'PUT', '/member/v1/profile/prefecture', { body, headers: { 'x-encrypted-id': encryptedId } });
  const area = (itemValue: number, updateType: 'new' | 'update') => ({
    item_name: 'prefecture',
    item_value: itemValue,
    update_type: updateType,
    referer: 'http://localhost:6190/prefectures',
  });

  it('reads 0 (not selected), saves new, then update, and the member record shows it', async () => {
    const { user, encryptedId } = await member();
    expect((await read(encryptedId)).body).toEqual({ prefecture: { id: 0, name: '' }, status_code: 200 });

    const first = await save(encryptedId, area(13, 'new'));
    expect(first).toMatchObject({ status: 200, body: { result_code: 1 } });
    expect((await read(encryptedId)).body).toEqual({
      prefecture: { id: 13, name: '東京都' },
      status_code: 200,
    });

    expect((await save(encryptedId, area(47, 'update'))).body).toEqual({ result_code: 1 });
    const me = await call<{ prefecture: { id: number } }>(api, 'GET', '/member/v1/me', {
      token: user.idToken,
    });
    expect(me.body.prefecture).toEqual({ id: 47, name: '沖縄県' });
  });

  it('answers 404 encrypted_id.invalid (area result 3) for an altered, foreign, plain or expired id', async () => {
    const { user, encryptedId } = await member();
    const raw = Buffer.from(encryptedId.slice(3), 'base64url');
    raw[5] = (raw[5] ?? 0) ^ 0xff;
    const altered = `v1.${raw.toString('base64url')}`;
    const plain = `v1.${Buffer.from(`${Math.floor(Date.now() / 1000)}.${user.uid}`).toString('base64url')}`;
    for (const id of [altered, plain, 'v1.AAAA']) {
      expect(await read(id)).toMatchObject({ status: 404, body: { code: 'encrypted_id.invalid' } });
      expect(await save(id, area(1, 'new'))).toMatchObject({
        status: 404,
        body: { code: 'encrypted_id.invalid' },
      });
    }
    api.clock.offsetMs = (ENCRYPTED_ID_TTL_SECONDS + 60) * 1000;
    try {
      expect((await read(encryptedId)).status).toBe(404);
    } finally {
      api.clock.offsetMs = 0;
    }
    expect((await read(encryptedId)).status).toBe(200);
  });

  it('answers 404 for a member who is gone (the id outlives the record)', async () => {
    const { user, encryptedId } = await member();
    expect((await call(api, 'DELETE', '/member/v1/me', { token: user.idToken })).status).toBe(204);
    expect((await save(encryptedId, area(3, 'new'))).status).toBe(404);
  });

  it('answers 400 validation.failed (area result 2) for a body outside the contract, and writes nothing', async () => {
    const { encryptedId } = await member();
    for (const body of [
      area(0, 'new'),
      area(48, 'new'),
      { ...area(5, 'new'), update_type: 'replace' },
      { ...area(5, 'new'), item_name: 'city' },
      { item_value: 5 },
    ]) {
      expect(await save(encryptedId, body)).toMatchObject({
        status: 400,
        body: { code: 'validation.failed' },
      });
    }
    expect((await read(encryptedId)).body).toMatchObject({ prefecture: { id: 0 } });
    expect((await call(api, 'GET', '/member/v1/encryptedMe?prefecture=1')).status).toBe(400);
  });

  it('refuses the id in the URL query or path (400 encrypted_id.in_url) and writes nothing', async () => {
    const { encryptedId } = await member();
    const id = encodeURIComponent(encryptedId);
    const refused = { status: 400, body: { code: 'encrypted_id.in_url' } };
    expect(await call(api, 'GET', `/member/v1/encryptedMe?encrypted_id=${id}&prefecture=1`)).toMatchObject(
      refused,
    );
    // Not even beside a good header: the URL has already been written to logs on the way.
    expect(
      await call(api, 'GET', `/member/v1/encryptedMe?encrypted_id=${id}&prefecture=1`, {
        headers: { 'x-encrypted-id': encryptedId },
      }),
    ).toMatchObject(refused);
    expect(
      await call(api, 'PUT', `/member/v1/profile/prefecture/${id}`, { body: area(13, 'new') }),
    ).toMatchObject(refused);
    expect((await read(encryptedId)).body).toMatchObject({ prefecture: { id: 0 } });
  });

  it('lives one embedded session (minutes), not a day', async () => {
    expect(ENCRYPTED_ID_TTL_SECONDS).toBeLessThanOrEqual(15 * 60);
    const { encryptedId } = await member();
    api.clock.offsetMs = 60 * 60 * 1000;
    try {
      expect(await read(encryptedId)).toMatchObject({ status: 404, body: { code: 'encrypted_id.invalid' } });
    } finally {
      api.clock.offsetMs = 0;
    }
  });
});
