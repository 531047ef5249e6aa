import { createMemberApiError } from '@member-hub/api-client';
import { ServiceId, serviceIdQueryOf } from '@member-hub/enums';
import { readClient } from '@member-hub/app-kit/client-context';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { RoutePath } from './route-paths';
import { demoClient, renderProfile } from './test/render';

const query = (values: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string'),
  ).toString();
const entry = query(demoClient);

describe('profile route table', () => {
  it('shows the signed-in member their profile on /profileEdit, titled プロフィール編集', async () => {
    const { getMe } = renderProfile(RoutePath.profileEdit, { client: demoClient });
    expect(await screen.findByRole('textbox', { name: /ニックネーム/ })).toHaveValue('はなこ');
    expect(getMe).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.title).toBe('プロフィール編集 | らくらくコミュニティ'));
    // The header names the service above the screen title.
    expect(within(screen.getByRole('banner')).getByText('らくらくコミュニティ')).toBeVisible();
  });

  it('names the members service in the title of /memberProfileEdit entered from it', async () => {
    const members = query({ ...demoClient, serviceId: serviceIdQueryOf(ServiceId.Membership) });
    renderProfile(`${RoutePath.memberProfileEdit}?${members}`);
    expect(await screen.findByRole('textbox', { name: /ニックネーム/ })).toHaveValue('はなこ');
    await waitFor(() => expect(document.title).toBe('プロフィール編集 | 会員サービス'));
    expect(within(screen.getByRole('banner')).getByText('会員サービス')).toBeVisible();
  });

  it('saves a valid entry as the client record', async () => {
    const { storage } = renderProfile(`${RoutePath.profileEdit}?${entry}`);
    await screen.findByRole('textbox', { name: /ニックネーム/ });
    expect(readClient(storage)?.returnUrl).toBe(demoClient.returnUrl);
  });

  it('sends an invalid entry to the generic error page and drops the record', async () => {
    const lookAlike = query({ ...demoClient, returnUrl: 'http://localhost:5190.evil.test/cb' });
    const { router, storage } = renderProfile(`${RoutePath.profileEdit}?${lookAlike}`, {
      client: demoClient,
    });
    expect(await screen.findByRole('heading', { name: 'エラーが発生しました' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.error);
    expect(readClient(storage)).toBeNull();
  });

  it('returns a signed-out visitor to the service with status=authError (the guard), without calling /me', async () => {
    const { assign, getMe, router } = renderProfile(RoutePath.profileEdit, {
      client: demoClient,
      signedIn: false,
    });
    // The guard redirects to an outside address: the router hands it to the browser.
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(getMe).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: /ニックネーム/ })).toBeNull();
  });

  it('sends a signed-out visitor without a client record to the generic error page', async () => {
    const { router } = renderProfile(RoutePath.profileEdit, { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'エラーが発生しました' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.error);
  });

  it('reports a failed /me and opens the generic error page (the query fallback of the error policy)', async () => {
    const failure = createMemberApiError('server', 'server 503', {
      call: 'getMe',
      method: 'GET',
      path: '/member/v1/me',
      status: 503,
      body: undefined,
    } as never);
    const { reporter, router } = renderProfile(RoutePath.profileEdit, {
      client: demoClient,
      getMe: async () => {
        throw failure;
      },
    });
    expect(await screen.findByRole('heading', { name: 'エラーが発生しました' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.error);
    expect(reporter.report).toHaveBeenCalledWith(
      failure,
      expect.objectContaining({ query: expect.anything() }),
    );
  });

  it('opens the timeout dialog on mock=timeout', async () => {
    const { timeout } = renderProfile(`${RoutePath.profileEdit}?mock=timeout`, { client: demoClient });
    await waitFor(() => expect(timeout.get()).toBe(true));
    expect(await screen.findByRole('dialog', { name: 'タイムアウトエラー' })).toBeInTheDocument();
  });
});
