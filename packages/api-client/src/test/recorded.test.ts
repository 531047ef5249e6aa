import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { createMemberApiClient } from '../client';
import { memberApi, type MemberApi } from '../contract/registry';
import { recordedAnswers, replayFetch } from './recorded';

const root = path.join(import.meta.dirname, 'recorded');
const files = readdirSync(root).flatMap((call) =>
  readdirSync(path.join(root, call)).map((file) => ({ call, state: file.replace(/\.json$/, ''), file })),
);

describe('recorded answers', () => {
  it.each(files)("$call/$state is a call's success answer by the contract's schema", ({ call, file }) => {
    expect(call in memberApi, `${call} is a call of the registry`).toBe(true);
    const responses = memberApi[call as keyof MemberApi].responses as Record<
      number,
      { parse(v: unknown): unknown }
    >;
    const schema = responses[200];
    expect(schema, `${call} answers 200 with a body`).toBeDefined();
    const body = JSON.parse(readFileSync(path.join(root, call, file), 'utf8')) as unknown;
    // Parsing strips nothing and adds nothing: the file is exactly an answer the client accepts.
    expect(schema!.parse(body)).toEqual(body);
  });

  it('every recorded file is offered to the stories, and every offered state has its file', () => {
    const offered = Object.entries(recordedAnswers).flatMap(([call, states]) =>
      Object.keys(states).map((state) => `${call}/${state}`),
    );
    expect(offered.sort()).toEqual(files.map(({ call, state }) => `${call}/${state}`).sort());
  });

  it('replays a scenario through the typed client and refuses the calls it has no answer for', async () => {
    const client = createMemberApiClient({
      baseUrl: 'http://127.0.0.1:1',
      getIdToken: () => 'token',
      fetch: replayFetch({ getMe: 'locked-community', getPointHistory: 'got' }),
    });
    const me = await client.getMe({});
    expect(me.serviceLocks).toEqual([{ serviceId: '1004' }]);
    const history = await client.getPointHistory({ query: { serviceId: '1006', className: 'profileInput' } });
    expect(history.balance).toBeGreaterThan(0);
    await expect(
      client.getShopInfo({ query: { tel: '0312345678', serviceKey: '1006' } }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
