// Server-owned member fields: each test performs an attack (fields set from the body, another
// member's upload, the legacy password read back, the nickname check as an oracle) through HTTP
// (real server, real Auth emulator) and checks that it does not work.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  call,
  databaseKinds,
  memberBody,
  PNG_1X1,
  signUp,
  startTestApi,
  uniqueNickname,
  type TestApi,
  type TestUser,
} from '../../test/helpers';
import { daccountLinks, members } from '../db/schema';

import { legacyModule } from './legacy';
import { meModule } from './me';
import { nicknameModule } from './nickname';
import { thumbnailsModule } from './thumbnails';

describe.each(databaseKinds())('server-owned member fields (%s)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, { modules: [meModule, nicknameModule, thumbnailsModule, legacyModule] });
  });
  afterAll(async () => {
    await api?.stop();
  });

  const create = (user: TestUser, body: Record<string, unknown>) =>
    call<Record<string, unknown>>(api, 'POST', '/member/v1/me', { token: user.idToken, body });
  const update = (user: TestUser, body: Record<string, unknown>) =>
    call<Record<string, unknown>>(api, 'PUT', '/member/v1/me', { token: user.idToken, body });

  /** Uploads a PNG as `user`; answers the stored thumbnail value 'thumbnails/<file>'. */
  async function upload(user: TestUser): Promise<string> {
    const target = await call<{ url: string; bucketname: string; filename: string }>(
      api,
      'POST',
      '/member/v1/thumbnailUrl?type=png',
      { token: user.idToken },
    );
    expect(target.status).toBe(200);
    const put = await fetch(target.body.url.replace('http://localhost:6170', api.url), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG_1X1,
    });
    expect(put.status).toBe(204);
    return `${target.body.bucketname}/${target.body.filename}`;
  }

  it('POST /me ignores e-mail, memberStatus and linkage ids from the body', async () => {
    const attacker = await signUp();
    const res = await create(
      attacker,
      memberBody({
        email: 'victim@example.com',
        memberStatus: '2',
        rakucomId: 'R0001234',
        daccountEntryUserId: 'victim-daccount-id',
        dPtNumberLast4Digits: '1234',
        seniorEntryUserId: 'X',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: attacker.email,
      memberStatus: '1',
      rakucomId: '',
      daccountEntryUserId: '',
      dPtNumberLast4Digits: '',
      seniorEntryUserId: '',
    });
  });

  it('POST /me by an unverified e-mail/password sign-up is refused: no member, no address taken', async () => {
    const squatter = await signUp({ verified: false });
    const res = await create(squatter, memberBody());
    expect(res).toMatchObject({ status: 403, body: { code: 'auth.identity_unverified' } });
  });

  it('PUT /me ignores e-mail, memberStatus and linkage ids; keeps a carrier id only when the relay linked it to this uid', async () => {
    const member = await signUp();
    expect((await create(member, memberBody())).status).toBe(200);
    const res = await update(member, {
      email: 'victim@example.com',
      memberStatus: '',
      rakucomId: 'R0001234',
      daccountEntryUserId: 'victim-daccount-id',
      seniorEntryUserId: 'X',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: member.email,
      memberStatus: '1',
      rakucomId: '',
      daccountEntryUserId: '',
      seniorEntryUserId: '',
    });
    // The carrier relay linked this carrier account to this uid (as when it made the custom token).
    const carrierId = `carrier-${member.uid}`;
    await api.deps.db
      .insert(daccountLinks)
      .values({ daccountEntryUserId: carrierId, uid: member.uid, createdAt: new Date() });
    expect((await update(member, { daccountEntryUserId: carrierId })).body).toMatchObject({
      daccountEntryUserId: carrierId,
    });
  });

  it('refuses another member’s upload and outside addresses as thumbnail; DELETE /me never deletes another member’s file', async () => {
    const victim = await signUp();
    expect((await create(victim, memberBody())).status).toBe(200);
    const victimFile = await upload(victim);
    expect((await update(victim, { thumbnail: victimFile })).body).toMatchObject({ thumbnail: victimFile });

    const attacker = await signUp();
    const refused = await create(attacker, memberBody({ thumbnail: victimFile }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'validation.failed',
      details: [{ code: 'thumbnail.not_allowed' }],
    });
    expect((await create(attacker, memberBody({ thumbnail: 'icon03' }))).status).toBe(200);
    for (const thumbnail of [victimFile, 'https://attacker.example/p.gif', 'thumbnails/abc.png', '../x']) {
      const res = await update(attacker, { thumbnail });
      expect(res.status, thumbnail).toBe(400);
    }
    // A value stored before this check (another member's file) is not deleted with the member.
    await api.deps.db.update(members).set({ thumbnail: victimFile }).where(eq(members.uid, attacker.uid));
    expect((await call(api, 'DELETE', '/member/v1/me', { token: attacker.idToken })).status).toBe(204);
    expect((await fetch(`${api.url}/member/v1/uploads/${victimFile}`)).status).toBe(200);

    // The member's own upload and the presets are accepted.
    const own = await upload(victim);
    expect((await update(victim, { thumbnail: own })).body).toMatchObject({ thumbnail: own });
    expect((await update(victim, { thumbnail: 'icon05' })).body).toMatchObject({ thumbnail: 'icon05' });
  });

  it('the nickname check reveals nothing about another member’s rakucomId', async () => {
    const victim = await signUp();
    const nickname = uniqueNickname('v');
    expect((await create(victim, memberBody({ nickname }))).status).toBe(200);
    await api.deps.db.update(members).set({ rakucomId: 'R0001234' }).where(eq(members.uid, victim.uid));

    const attacker = await signUp();
    const check = (rakucomId: string) =>
      call<{ exsist: boolean }>(
        api,
        'GET',
        `/member/v1/nickname?nickname=${encodeURIComponent(nickname)}&rakucomId=${rakucomId}`,
        { token: attacker.idToken },
      );
    expect((await check('R0000000')).body).toEqual({ exsist: true });
    // The right guess used to flip the answer to false.
    expect((await check('R0001234')).body).toEqual({ exsist: true });

    // The caller's own legacy record (its stored rakucomId) is still not "another member".
    const self = await call<{ exsist: boolean }>(
      api,
      'GET',
      `/member/v1/nickname?nickname=${encodeURIComponent(nickname)}&rakucomId=R0001234`,
      { token: victim.idToken },
    );
    expect(self.body).toEqual({ exsist: false });
  });

  it('the legacy password is answered only to its owner, by its own call, never in GET /me', async () => {
    const owner = await signUp();
    expect((await create(owner, memberBody())).status).toBe(200);
    const other = await signUp();
    expect((await create(other, memberBody())).status).toBe(200);
    const { PasswordCipher, legacyPasswordKeyOf } = await import('../legacy/password-cipher');
    const cipher = new PasswordCipher(legacyPasswordKeyOf(api.deps.config.legacyPasswordKey, 'test'));
    await api.deps.db
      .update(members)
      .set({ rakuPW: cipher.encrypt('S3cret!') })
      .where(eq(members.uid, owner.uid));
    // Stored encrypted, never as the plain text.
    const [row] = await api.deps.db
      .select({ rakuPW: members.rakuPW })
      .from(members)
      .where(eq(members.uid, owner.uid));
    expect(row!.rakuPW).not.toContain('S3cret!');
    const mine = await call(api, 'GET', '/member/v1/me/registerNum', { token: owner.idToken });
    expect(mine.body).toMatchObject({ rakuPW: 'S3cret!' });
    const inMe = await call(api, 'GET', '/member/v1/me?registerNum=1', { token: owner.idToken });
    expect(JSON.stringify(inMe.body)).not.toContain('S3cret!');
    for (const path of ['/member/v1/me/registerNum', '/member/v1/me?registerNum=1']) {
      const theirs = await call(api, 'GET', path, { token: other.idToken });
      expect(JSON.stringify(theirs.body)).not.toContain('S3cret!');
    }
  });
});
