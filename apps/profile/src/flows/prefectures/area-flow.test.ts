import { createMemberApiClient } from '@member-hub/api-client';
import { describe, expect, it } from 'vitest';

import {
  type AreaState,
  canRegister,
  loadArea,
  refererOf,
  saveArea,
  updateTypeOf,
  viewOfStatus,
} from './area-flow';

/** The real API client over a fake server: each call answers the next status and body. */
function apiAnswering(...answers: (readonly [number, unknown] | 'network')[]) {
  const requests: { method: string; url: string; encryptedId: string | null; body: unknown }[] = [];
  const api = createMemberApiClient({
    baseUrl: 'http://gateway.test',
    getIdToken: () => null,
    fetch: async (input, init) => {
      requests.push({
        method: init?.method ?? 'GET',
        url: String(input),
        encryptedId: new Headers(init?.headers).get('x-encrypted-id'),
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      });
      const answer = answers.shift();
      if (!answer || answer === 'network') throw new TypeError('Failed to fetch');
      const [status, body] = answer;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { api, requests };
}

const form = (loaded: number, selected: number): Extract<AreaState, { step: 'form' }> => ({
  step: 'form',
  encryptedId: 'v1.sealed',
  loaded,
  selected,
  saving: false,
});

describe('the embedded prefecture flow', () => {
  it("sends 'new' when the loaded prefecture is 0, otherwise 'update'", () => {
    expect(updateTypeOf(0)).toBe('new');
    expect(updateTypeOf(13)).toBe('update');
  });

  it('enables register once a prefecture other than unselected is chosen, and not while saving', () => {
    expect(canRegister(form(0, 0))).toBe(false);
    expect(canRegister(form(0, 1))).toBe(true);
    expect(canRegister(form(5, 47))).toBe(true);
    expect(canRegister({ ...form(0, 1), saving: true })).toBe(false);
    expect(canRegister({ step: 'loading' })).toBe(false);
  });

  it('goes to the thank-you view on 200, the retry text on 500/503, "currently unavailable" otherwise', () => {
    expect(viewOfStatus(200)).toBe('complete');
    expect(viewOfStatus(500)).toBe('retry');
    expect(viewOfStatus(503)).toBe('retry');
    for (const status of [400, 404, 429, 502]) expect(viewOfStatus(status)).toBe('unavailable');
  });

  it('loads the form with the stored prefecture through GET encrypted-me', async () => {
    const { api, requests } = apiAnswering([
      200,
      { prefecture: { id: 13, name: '東京都' }, status_code: 200 },
    ]);
    expect(await loadArea(api, 'v1.sealed')).toEqual(form(13, 13));
    // The id is a credential: in a header, never in the URL that logs and proxies keep.
    expect(requests[0]).toMatchObject({
      url: 'http://gateway.test/member/v1/encryptedMe?prefecture=1',
      encryptedId: 'v1.sealed',
    });
  });

  it('shows the error view when the id names nobody (404) or the server fails (500)', async () => {
    expect(
      await loadArea(apiAnswering([404, { code: 'encrypted_id.invalid', message: 'x' }]).api, 'v1.x'),
    ).toEqual({
      step: 'error',
      kind: 'unavailable',
    });
    expect(await loadArea(apiAnswering([500, { code: 'server.error', message: 'x' }]).api, 'v1.x')).toEqual({
      step: 'error',
      kind: 'retry',
    });
  });

  it('saves with PUT profile path and the id in its header, item prefecture, and reports 200 with the thank-you view', async () => {
    const { api, requests } = apiAnswering([200, { result_code: 1 }]);
    const result = await saveArea(api, { ...form(0, 27), selected: 27 }, 'http://localhost:6190/prefectures');
    expect(result).toEqual({ status: 200, next: { step: 'complete' } });
    expect(requests[0]).toEqual({
      method: 'PUT',
      url: 'http://gateway.test/member/v1/profile/prefecture',
      encryptedId: 'v1.sealed',
      body: {
        item_name: 'prefecture',
        item_value: 27,
        update_type: 'new',
        referer: 'http://localhost:6190/prefectures',
      },
    });
  });

  it('reports the failing status: 503 and no answer at all → retry, 404 (result 3) → unavailable', async () => {
    const chosen = { ...form(3, 4), selected: 4 as const };
    expect(
      await saveArea(apiAnswering([503, { code: 'server.unavailable', message: 'x' }]).api, chosen, ''),
    ).toEqual({
      status: 503,
      next: { step: 'error', kind: 'retry' },
    });
    expect(await saveArea(apiAnswering('network').api, chosen, '')).toEqual({
      status: 503,
      next: { step: 'error', kind: 'retry' },
    });
    expect(
      await saveArea(apiAnswering([404, { code: 'encrypted_id.invalid', message: 'x' }]).api, chosen, ''),
    ).toEqual({
      status: 404,
      next: { step: 'error', kind: 'unavailable' },
    });
  });

  it('takes the optional referer query without control characters', () => {
    expect(refererOf(new URLSearchParams('referer=https%3A%2F%2Fa.example%2Fx%0A'))).toBe(
      'https://a.example/x',
    );
    expect(refererOf(new URLSearchParams(''))).toBe('');
  });
});
