import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiErrorCode } from '../contract/errors';
import { sampleMe } from '../test/fixtures';
import { closedPort, json, startTestServer, type TestServer } from '../test/server';
import { createMemberApiClient, type MemberApiClientOptions } from './client';
import { classifyApiError, isMemberApiError, type MemberApiError } from './errors';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const client = (options: Partial<MemberApiClientOptions> = {}) =>
  createMemberApiClient({ baseUrl: server.baseUrl, getIdToken: () => 'id-token-1', ...options });

async function caught(promise: Promise<unknown>): Promise<MemberApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isMemberApiError(error)) throw new Error(`expected a MemberApiError, got ${String(error)}`);
  return error;
}

describe('requests', () => {
  it('sends the bearer ID token, encodes the query and parses the member', async () => {
    server.handle((_req, res) => json(res, 200, sampleMe));
    const me = await client().getMe({ query: { registerNum: '1' } });
    expect(me).toEqual(sampleMe);
    const [req] = server.requests;
    expect(req?.method).toBe('GET');
    expect(req?.url).toBe('/member/v1/me?registerNum=1');
    expect(req?.headers.authorization).toBe('Bearer id-token-1');
  });

  it('keeps the spec path with "!" and sends a JSON body without a token for a no-token call', async () => {
    server.handle((_req, res) => json(res, 204));
    const result = await client().sendLoginMailLink({
      body: { email: 'hanako@example.com', loginParamKey: 'key-1' },
    });
    expect(result).toBeUndefined();
    const [req] = server.requests;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/member/v1/mailLinks!login');
    expect(req?.headers.authorization).toBeUndefined();
    expect(req?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req?.body ?? '')).toEqual({ email: 'hanako@example.com', loginParamKey: 'key-1' });
  });

  it('applies the contract defaults (the two mode flags) to a body before sending it', async () => {
    server.handle((_req, res) => json(res, 200, sampleMe));
    await client().updateMe({ body: { nickname: 'はなこ', prefecture: 13 } });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      nickname: 'はなこ',
      prefecture: 13,
      memberStatus: '1',
      serviceUsage: '1',
    });
  });

  it('fills a path parameter, URI-encoded, and refuses a call without it before sending', async () => {
    server.handle((_req, res) => json(res, 200, { daccountEntryUserId: 'dac sub/1' }));
    const user = await client().getDaccountUser({ params: { daccountEntryUserId: 'dac sub/1' } });
    expect(user).toEqual({ daccountEntryUserId: 'dac sub/1' });
    expect(server.requests[0]?.url).toBe('/member/v1/daccount/dac%20sub%2F1');
    const error = await caught(client().getDaccountUser({ params: { daccountEntryUserId: '' } }));
    expect(error.kind).toBe('contract');
    expect(server.requests).toHaveLength(1);
  });

  it('sends the carrier auth-register body with the fixed career service id and scope', async () => {
    server.handle((_req, res) => json(res, 200, { oneTimeToken: 'ott-1' }));
    const body = {
      rpNonce: 'Nonce123456',
      rpState: 'State123456',
      redirectUrl: 'http://localhost:5170/daccountRegister/auth',
      careerServiceId: '01',
      scope: 'claim_all',
    } as const;
    expect(await client().daccountAuthRegister({ body })).toEqual({ oneTimeToken: 'ott-1' });
    expect(server.requests[0]?.url).toBe('/member/v1/daccountEntry!authRegister');
    const wrong = await caught(
      client().daccountAuthRegister({ body: { ...body, rpState: 'short' } as never }),
    );
    expect(wrong.kind).toBe('contract');
  });

  it("sends a call's contract header, not in the URL, and refuses the call without it", async () => {
    server.handle((_req, res) =>
      json(res, 200, { prefecture: { id: 13, name: '東京都' }, status_code: 200 }),
    );
    await client().getEncryptedMe({ headers: { 'x-encrypted-id': 'v1.abc' }, query: { prefecture: '1' } });
    const [req] = server.requests;
    expect(req?.url).toBe('/member/v1/encryptedMe?prefecture=1');
    expect(req?.headers['x-encrypted-id']).toBe('v1.abc');
    expect(req?.headers.authorization).toBeUndefined();
    const error = await caught(
      client().getEncryptedMe({ headers: {} as { 'x-encrypted-id': string }, query: { prefecture: '1' } }),
    );
    expect(error.kind).toBe('contract');
    expect(server.requests).toHaveLength(1);
  });

  it('url-encodes query values and leaves out undefined ones', async () => {
    server.handle((_req, res) => json(res, 200, { exsist: true }));
    const answer = await client().checkNickname({ query: { nickname: 'はな こ&1', rakucomId: undefined } });
    expect(answer).toEqual({ exsist: true });
    const url = new URL(server.requests[0]?.url ?? '', server.baseUrl);
    expect(url.pathname).toBe('/member/v1/nickname');
    expect([...url.searchParams]).toEqual([['nickname', 'はな こ&1']]);
  });

  it('fails a bearer call with kind auth, without calling the server, when there is no token', async () => {
    const error = await caught(client({ getIdToken: async () => null }).getMe());
    expect(error.kind).toBe('auth');
    expect(error).toMatchObject({ status: undefined, code: ApiErrorCode.AuthRequired });
    expect(server.requests).toHaveLength(0);
  });

  it('sends the token on an optional-auth call only when there is one', async () => {
    server.handle((_req, res) => json(res, 200, { email: 'a@example.com' }));
    await client({ getIdToken: () => undefined }).getMail({ query: { referenceKey: 'r1' } });
    await client().getMail({ query: { referenceKey: 'r1' } });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([undefined, 'Bearer id-token-1']);
  });

  it('PUTs a thumbnail with its content type', async () => {
    server.handle((_req, res) => json(res, 200));
    await client().uploadThumbnail({
      url: `${server.baseUrl}/upload/member-thumbnails/abc.png`,
      body: new Uint8Array([137, 80, 78, 71]),
      imageType: 'png',
    });
    const [req] = server.requests;
    expect(req?.method).toBe('PUT');
    expect(req?.url).toBe('/upload/member-thumbnails/abc.png');
    expect(req?.headers['content-type']).toBe('image/png');
    expect(req?.body.length).toBe(4);
  });
});

describe('status policy', () => {
  const cases = [
    [400, 'http', 'passOn'],
    [403, 'http', 'passOn'],
    [404, 'http', 'passOn'],
    [409, 'http', 'passOn'],
    [401, 'auth', 'returnAuthError'],
    [405, 'auth', 'returnAuthError'],
    [408, 'timeout', 'showTimeoutDialog'],
    [500, 'server', 'genericErrorPage'],
    [503, 'server', 'genericErrorPage'],
  ] as const;

  it.each(cases)('%i becomes kind %s (%s)', async (status, kind, action) => {
    server.handle((_req, res) => json(res, status, { code: 'member.not_found', message: 'No member' }));
    const onError = vi.fn();
    const error = await caught(client({ onError }).getMe());
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(classifyApiError(error)).toBe(action);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('passes a 4xx on with the parsed error code', async () => {
    server.handle((_req, res) =>
      json(res, 409, {
        code: 'nickname.taken',
        message: 'Nickname taken',
        details: [{ path: 'body.nickname', message: 'x' }],
      }),
    );
    const error = await caught(client().updateMe({ body: { nickname: 'たろう' } }));
    expect(error).toMatchObject({ kind: 'http', status: 409, code: ApiErrorCode.NicknameTaken });
  });

  it('keeps when to retry from a 429 rate.limited (details.retryAfterSeconds)', async () => {
    server.handle((_req, res) =>
      json(res, 429, {
        code: 'rate.limited',
        message: 'Too many requests; try again later.',
        details: { retryAfterSeconds: 90 },
      }),
    );
    const error = await caught(client().getMe());
    expect(error).toMatchObject({
      kind: 'http',
      status: 429,
      code: ApiErrorCode.RateLimited,
      body: { details: { retryAfterSeconds: 90 } },
    });
  });

  it('keeps an http error without an error body (code undefined)', async () => {
    server.handle((_req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/html' });
      res.end('<h1>Not found</h1>');
    });
    const error = await caught(client().getMe());
    expect(error).toMatchObject({ kind: 'http', status: 404, code: undefined });
  });

  it('turns a hanging server into kind timeout', async () => {
    server.handle(() => {
      /* never answers */
    });
    const error = await caught(client({ timeoutMs: 100 }).getMe());
    expect(error.kind).toBe('timeout');
    expect(classifyApiError(error)).toBe('showTimeoutDialog');
  });

  it('turns connection refused into kind network', async () => {
    const error = await caught(
      createMemberApiClient({ baseUrl: await closedPort(), getIdToken: () => 't' }).getMe(),
    );
    expect(error.kind).toBe('network');
    expect(classifyApiError(error)).toBe('genericErrorPage');
  });

  it('turns an answer that does not match the schema into kind contract', async () => {
    server.handle((_req, res) => json(res, 200, { ...sampleMe, status_code: 'ok' }));
    const error = await caught(client().getMe());
    expect(error).toMatchObject({ kind: 'contract', side: 'response', status: 200 });
    if (error.kind === 'contract') expect(error.issues[0]?.path).toEqual(['status_code']);
  });

  it('rejects a body that breaks the contract before sending it', async () => {
    const error = await caught(
      client().sendLoginMailLink({ body: { email: 'not-an-address', loginParamKey: 'k' } }),
    );
    expect(error).toMatchObject({ kind: 'contract', side: 'request' });
    expect(server.requests).toHaveLength(0);
  });

  it("passes a caller's own abort on as is (not an API error)", async () => {
    server.handle(() => {
      /* never answers */
    });
    const controller = new AbortController();
    const pending = client().getMe({ signal: controller.signal });
    controller.abort(new Error('cancelled by caller'));
    await expect(pending).rejects.toThrow('cancelled by caller');
  });
});
