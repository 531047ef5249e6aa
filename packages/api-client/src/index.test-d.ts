import { describe, expectTypeOf, it } from 'vitest';

import {
  classifyApiError,
  createMemberApiClient,
  isApiErrorOfKind,
  type memberApi,
  type ApiErrorAction,
  type AuthorizationResponse,
  type CallBody,
  type CallResponse,
  type MeResponse,
  type NicknameCheckResponse,
} from './index';

const client = createMemberApiClient({ baseUrl: '', getIdToken: () => null });

describe('client method types', () => {
  it('returns the parsed answer of each call', () => {
    expectTypeOf(client.getMe()).resolves.toEqualTypeOf<MeResponse>();
    expectTypeOf(
      client.checkNickname({ query: { nickname: 'a' } }),
    ).resolves.toEqualTypeOf<NicknameCheckResponse>();
    expectTypeOf(client.authorize).returns.resolves.toEqualTypeOf<AuthorizationResponse>();
    expectTypeOf(client.deleteMe()).resolves.toEqualTypeOf<void>();
    expectTypeOf<CallResponse<typeof memberApi.saveLoginParam>>().toEqualTypeOf<{ loginParamKey: string }>();
  });

  it('keeps wire names as the spec writes them', () => {
    expectTypeOf<NicknameCheckResponse>().toEqualTypeOf<{ exsist: boolean }>();
    expectTypeOf<MeResponse['status_code']>().toEqualTypeOf<number>();
  });

  it('types bodies and queries from the schemas', () => {
    // Defaults are optional for the caller and present after parsing.
    expectTypeOf<CallBody<typeof memberApi.createMe>['memberStatus']>().toEqualTypeOf<string>();
    void client.createMe({ body: { nickname: 'はなこ' } });
    void client.getMe({ query: { registerNum: '1' } });

    // @ts-expect-error nickname must be a string
    void client.createMe({ body: { nickname: 42 } });
    // @ts-expect-error createMe needs a body
    void client.createMe();
    // @ts-expect-error the registerNum flag only accepts '1'
    void client.getMe({ query: { registerNum: '2' } });
    // @ts-expect-error loginParamKey is required
    void client.sendLoginMailLink({ body: { email: 'a@example.com' } });
    // @ts-expect-error unknown call
    void client.getUnknown();
  });
});

describe('error guards', () => {
  it('narrows by kind', () => {
    const e: unknown = new Error('x');
    if (isApiErrorOfKind(e, 'http')) {
      expectTypeOf(e.status).toEqualTypeOf<number>();
      expectTypeOf(e.code).toEqualTypeOf<string | undefined>();
    }
    if (isApiErrorOfKind(e, 'contract')) expectTypeOf(e.side).toEqualTypeOf<'request' | 'response'>();
    expectTypeOf(classifyApiError(e)).toEqualTypeOf<ApiErrorAction>();
  });
});
