// The hand-back service's prepared statements against the database, on a clock of its own: a
// hand-back is redeemed once within its lifetime (a wrong secureCode burns it), and the provider
// interaction may be finished with it once, within two minutes of redeeming. The routes' tests
// (routes/authorization.test.ts) walk the same rules through HTTP with the real clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { databaseKinds } from '../../test/helpers';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { sha256 } from '../mail/secrets';

import { demoClients } from './clients';
import { HandBackService } from './hand-back';

describe.each(databaseKinds())('hand-backs (%s)', (kind) => {
  let handle: DatabaseHandle;
  let service: HandBackService;
  const clock = { now: new Date('2026-11-27T10:00:00Z') };
  const later = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
  const [client] = demoClients({});
  const entry = {
    clientId: client!.client_id,
    returnUrl: client!.redirect_uris[0]!,
    state: 'state-1',
    nonce: 'nonce-1',
    scope: 'openid',
    needsRefreshToken: 'true' as const,
  };

  beforeAll(async () => {
    handle = await openDatabase({
      dataDir: ':memory:',
      pgliteArchive: process.env.MEMBER_API_TEST_PGLITE_ARCHIVE,
      databaseUrl: kind === 'postgres' ? process.env.MEMBER_API_TEST_PG_URL : undefined,
    });
    service = new HandBackService({
      db: handle.db,
      now: () => clock.now,
      ttlSeconds: 60,
      clients: [client!],
    });
  });
  afterAll(async () => {
    await handle?.close();
  });

  const issued = async () => {
    const result = await service.issue('member-1', entry);
    if (result.kind !== 'ok') throw new Error(result.reason);
    return result;
  };

  it('redeems once, with everything the entry named and the times it was issued and used', async () => {
    const { code, secureCode } = await issued();
    const issuedAt = clock.now;
    later(30_000);
    const redeemed = await service.redeem(code, secureCode);
    expect(redeemed).toMatchObject({
      kind: 'ok',
      handBack: {
        uid: 'member-1',
        clientId: entry.clientId,
        returnUrl: entry.returnUrl,
        state: 'state-1',
        nonce: 'nonce-1',
        scope: 'openid offline_access',
        needsRefreshToken: true,
        createdAt: issuedAt,
        expiresAt: new Date(issuedAt.getTime() + 60_000),
        usedAt: clock.now,
        finishedAt: null,
      },
    });
    expect(await service.redeem(code, secureCode)).toEqual({ kind: 'used' });
  });

  it('refuses a hand-back past its lifetime, and an unknown code', async () => {
    const { code, secureCode } = await issued();
    later(60_001);
    expect(await service.redeem(code, secureCode)).toEqual({ kind: 'expired' });
    expect(await service.redeem('no-such-code', secureCode)).toEqual({ kind: 'invalid' });
  });

  it('burns a code tried with a wrong secureCode: the right one no longer works', async () => {
    const { code, secureCode } = await issued();
    expect(await service.redeem(code, 'wrong')).toEqual({ kind: 'invalid' });
    expect(await service.redeem(code, secureCode)).toEqual({ kind: 'used' });
  });

  it('lets the interaction be finished once, within two minutes of redeeming', async () => {
    const first = await issued();
    expect(await service.takeForInteraction(sha256(first.code))).toBeUndefined(); // not redeemed yet
    await service.redeem(first.code, first.secureCode);
    later(119_000);
    expect(await service.takeForInteraction(sha256(first.code))).toMatchObject({
      uid: 'member-1',
      finishedAt: clock.now,
    });
    expect(await service.takeForInteraction(sha256(first.code))).toBeUndefined();

    const second = await issued();
    await service.redeem(second.code, second.secureCode);
    later(120_001);
    expect(await service.takeForInteraction(sha256(second.code))).toBeUndefined();
  });
});
