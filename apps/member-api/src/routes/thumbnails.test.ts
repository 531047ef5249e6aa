import { request } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, PNG_1X1, signUp, startTestApi, type TestApi } from '../../test/helpers';
import { MAX_UPLOAD_BYTES, UPLOAD_URL_TTL_SECONDS } from '../blob/blob-store';
import type { ModerationChecker } from '../moderation/moderation';

// Uploads and moderation touch no table that differs between drivers: PGlite only.
describe('thumbnail upload and post-judge', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi('pglite');
    token = (await signUp()).idToken;
  });
  afterAll(async () => {
    await api?.stop();
  });

  /** The upload URL points at the public origin (gateway); the test talks to the server directly. */
  const direct = (url: string) => url.replace('http://localhost:6170', api.url);

  async function uploadUrl(type = 'png') {
    const res = await call<{ url: string; imageType: string; bucketname: string; filename: string }>(
      api,
      'POST',
      `/member/v1/thumbnailUrl?type=${type}`,
      { token },
    );
    expect(res.status).toBe(200);
    return res.body;
  }

  it('hands out a signed upload URL on this server, accepts one image PUT and serves it back', async () => {
    const target = await uploadUrl();
    expect(target).toMatchObject({
      imageType: 'png',
      bucketname: 'thumbnails',
      filename: expect.stringMatching(/^[0-9a-f-]{36}-[\w-]{22}\.png$/),
    });
    expect(target.url).toMatch(
      /^http:\/\/localhost:6170\/member\/v1\/uploads\/thumbnails\/[0-9a-f-]{36}-[\w-]{22}\.png\?token=[\w-]+\.[\w-]+$/,
    );

    const put = await fetch(direct(target.url), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG_1X1,
    });
    expect(put.status).toBe(204);

    const get = await fetch(`${api.url}/member/v1/uploads/${target.bucketname}/${target.filename}`);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('image/png');
    expect(get.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await get.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    // The member host (another origin in production) may show it; the API's JSON stays same-origin.
    expect(get.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const json = await fetch(`${api.url}/member/v1/uploads/thumbnails/missing.png`);
    expect(json.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const health = await fetch(`${api.url}/member/v1/health`);
    expect(health.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('stores once per upload URL: the same URL again, even with another image, is refused', async () => {
    const target = await uploadUrl();
    const put = (body: Uint8Array) =>
      fetch(direct(target.url), { method: 'PUT', headers: { 'content-type': 'image/png' }, body });
    expect((await put(PNG_1X1)).status).toBe(204);
    const other = Buffer.concat([PNG_1X1, Buffer.from('another image')]);
    const again = await put(other);
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ code: 'upload.token_used' });
    const stored = await fetch(`${api.url}/member/v1/uploads/thumbnails/${target.filename}`);
    expect(Buffer.from(await stored.arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });

  it('a refused attempt leaves the URL usable for a corrected image', async () => {
    const target = await uploadUrl();
    const put = (body: Uint8Array, type: string) =>
      fetch(direct(target.url), { method: 'PUT', headers: { 'content-type': type }, body });
    expect((await put(Buffer.from('hello'), 'text/plain')).status).toBe(415);
    expect((await put(PNG_1X1, 'image/png')).status).toBe(204);
  });

  it('refuses uploads with a forged, foreign or expired token, a non-image type, non-image bytes or too many bytes', async () => {
    const target = await uploadUrl();
    const url = direct(target.url);
    const put = (u: string, body: Uint8Array, type = 'image/png') =>
      fetch(u, { method: 'PUT', headers: { 'content-type': type }, body });

    const forged = await put(url.replace(/token=[\w-]+\./, 'token=eyJmb3JnZWQiOnRydWV9.'), PNG_1X1);
    expect(forged.status).toBe(401);
    const other = await put(url.replace(target.filename, 'other.png'), PNG_1X1);
    expect(other.status).toBe(403);
    const text = await put(url, Buffer.from('hello'), 'text/plain');
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ code: 'http.unsupported_media_type' });
    const notPng = await put(url, Buffer.from('GIF89a-but-not-really'), 'image/png');
    expect(notPng.status).toBe(415);
    // Too large: refused from the declared length, before the body is read.
    const tooLarge = await new Promise<number>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'PUT',
          headers: { 'content-type': 'image/png', 'content-length': String(MAX_UPLOAD_BYTES + 1) },
        },
        (res) => {
          resolve(res.statusCode ?? 0);
          res.resume();
          req.destroy();
        },
      );
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(tooLarge).toBe(413);

    api.clock.offsetMs = (UPLOAD_URL_TTL_SECONDS + 5) * 1000;
    try {
      expect((await put(url, PNG_1X1)).status).toBe(401);
    } finally {
      api.clock.offsetMs = 0;
    }
    // Nothing was stored by the refused attempts.
    expect((await fetch(`${api.url}/member/v1/uploads/thumbnails/${target.filename}`)).status).toBe(404);
  });

  it('POST /thumbnailUrl validates the type and needs a token', async () => {
    expect((await call(api, 'POST', '/member/v1/thumbnailUrl?type=svg', { token })).status).toBe(400);
    expect((await call(api, 'POST', '/member/v1/thumbnailUrl?type=png')).status).toBe(401);
  });

  const judge = (overrides: Record<string, unknown>) =>
    call(api, 'POST', '/member/v1/me/postjudge', {
      token,
      body: {
        username: '',
        nickname: 'はなこ',
        introduction: '庭いじりが好きです。',
        thumbnailBase64: '',
        imageType: '',
        updateDate: '2026-11-22',
        ...overrides,
      },
    });

  it('POST /me/postjudge passes ordinary text and a real image', async () => {
    expect((await judge({})).status).toBe(204);
    expect(
      (await judge({ thumbnailBase64: PNG_1X1.toString('base64'), imageType: 'image/png' })).status,
    ).toBe(204);
  });

  it('POST /me/postjudge rejects NG words (also in katakana or full width) and bad images with 400 postjudge.rejected', async () => {
    const word = await judge({ introduction: 'おまえなんか　シネ… いや、死ね' });
    expect(word.status).toBe(400);
    expect(word.body).toMatchObject({
      code: 'postjudge.rejected',
      details: [{ path: 'body.introduction', code: 'ng_word' }],
    });
    const nick = await judge({ nickname: 'ＦＵＣＫ' });
    expect(nick.body).toMatchObject({
      code: 'postjudge.rejected',
      details: [{ path: 'body.nickname', code: 'ng_word' }],
    });

    const notImage = await judge({
      thumbnailBase64: Buffer.from('hello world').toString('base64'),
      imageType: 'image/png',
    });
    expect(notImage.body).toMatchObject({
      code: 'postjudge.rejected',
      details: [{ path: 'body.thumbnailBase64', code: 'image_data' }],
    });
    const wrongType = await judge({ thumbnailBase64: PNG_1X1.toString('base64'), imageType: 'image/jpeg' });
    expect(wrongType.body).toMatchObject({ details: [{ path: 'body.imageType', code: 'image_type' }] });
    const notImageType = await judge({ thumbnailBase64: PNG_1X1.toString('base64'), imageType: 'text/html' });
    expect(notImageType.body).toMatchObject({ details: [{ path: 'body.imageType', code: 'image_type' }] });
    expect((await judge({ nickname: undefined })).status).toBe(400);
  });
});

// The moderation check behind its interface (an external service may replace the default one):
// here it rejects one particular image, as a real service would reject an unacceptable picture.
describe('the upload is judged on the bytes it stores', () => {
  const REJECTED_MARK = Buffer.from('unacceptable picture');
  const judged: string[] = [];
  const moderation: ModerationChecker = {
    async check(input) {
      if (!input.image) return { ok: true };
      judged.push(input.image.imageType);
      const bytes = Buffer.from(input.image.base64, 'base64');
      return bytes.includes(REJECTED_MARK)
        ? { ok: false, reasons: [{ field: 'thumbnailBase64', code: 'image_data' }] }
        : { ok: true };
    },
  };
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi('pglite', { overrides: { moderation } });
    token = (await signUp()).idToken;
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('an image judged acceptable by postjudge cannot be swapped for another at the upload', async () => {
    const accepted = PNG_1X1.toString('base64');
    const judge = await call(api, 'POST', '/member/v1/me/postjudge', {
      token,
      body: {
        username: '',
        nickname: 'たろう',
        introduction: '',
        thumbnailBase64: accepted,
        imageType: 'image/png',
        updateDate: '2026-11-22',
      },
    });
    expect(judge.status).toBe(204);
    const target = (
      await call<{ url: string; filename: string }>(api, 'POST', '/member/v1/thumbnailUrl?type=png', {
        token,
      })
    ).body;
    const swapped = Buffer.concat([PNG_1X1, REJECTED_MARK]);
    const put = await fetch(target.url.replace('http://localhost:6170', api.url), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: swapped,
    });
    expect(put.status).toBe(400);
    expect(await put.json()).toMatchObject({
      code: 'postjudge.rejected',
      details: [{ path: 'upload.thumbnailBase64', code: 'image_data' }],
    });
    expect(judged.at(-1)).toBe('image/png');
    expect((await fetch(`${api.url}/member/v1/uploads/thumbnails/${target.filename}`)).status).toBe(404);
  });
});
