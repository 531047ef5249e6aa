// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMemberApiClient } from '../client/client';
import { sampleMe } from '../test/fixtures';
import { json, startTestServer, type TestServer } from '../test/server';
import { MemberApiProvider } from './context';
import { useMe, useNicknameCheck, useSaveProfileMutation } from './hooks';
import { memberApiKeys } from './keys';

// The machine is shared: give the real round trips room (no speed is asserted).
const WAIT = { timeout: 10_000 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function setup() {
  const queryClient = new QueryClient();
  const client = createMemberApiClient({ baseUrl: server.baseUrl, getIdToken: () => 'tok' });
  const wrapper = ({ children }: { children?: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(MemberApiProvider, { client }, children),
    );
  return { queryClient, wrapper };
}

describe('react hooks against a real server', () => {
  it('useMe loads the member with the bearer token', async () => {
    server.requests.length = 0;
    server.handle((_req, res) => json(res, 200, sampleMe));
    const { wrapper } = setup();
    const { result } = renderHook(() => useMe({ registerNum: true }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true), WAIT);
    expect(result.current.data?.nickname).toBe('はなこ');
    expect(server.requests[0]?.url).toBe('/member/v1/me?registerNum=1');
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('useMe exposes a 404 as an http error with its code', async () => {
    server.handle((_req, res) => json(res, 404, { code: 'member.not_found', message: 'No member' }));
    const { wrapper } = setup();
    const { result } = renderHook(() => useMe(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true), WAIT);
    expect(result.current.error).toMatchObject({ kind: 'http', status: 404, code: 'member.not_found' });
  });

  it('useNicknameCheck stays idle for an empty nickname and checks a typed one', async () => {
    server.requests.length = 0;
    server.handle((_req, res) => json(res, 200, { exsist: false }));
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ nickname }) => useNicknameCheck(nickname), {
      wrapper,
      initialProps: { nickname: '' },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.requests).toHaveLength(0);
    rerender({ nickname: 'たろう' });
    await waitFor(() => expect(result.current.data).toEqual({ exsist: false }), WAIT);
    expect(server.requests).toHaveLength(1);
  });

  it('useSaveProfileMutation PUTs the profile and stores the answered member as me', async () => {
    server.handle((req, res) =>
      json(res, 200, { ...sampleMe, ...(JSON.parse(req.body) as { nickname: string }) }),
    );
    const { wrapper, queryClient } = setup();
    const { result } = renderHook(() => useSaveProfileMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ mode: 'update', body: { nickname: 'じろう' } }));
    expect(server.requests.at(-1)?.method).toBe('PUT');
    expect(queryClient.getQueryData<typeof sampleMe>(memberApiKeys.me())?.nickname).toBe('じろう');
  });
});
