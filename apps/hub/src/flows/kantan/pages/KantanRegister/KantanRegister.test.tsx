import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { RoutePath } from '../../../../route-paths';
import { apiError } from '../../../../test/api-errors';
import { demoClient } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';

/** The saved launch of the older community service's app (sid community, its phone). */
const kantanClient = { ...demoClient, sid: 'community', telno: '09011110003', modelno: 'F-03K' };

describe('/kantanRegister', () => {
  it('registers once, across a second mount and a revalidation', async () => {
    const kantanRegister = vi.fn(() => new Promise(() => undefined));
    const { revisit } = renderHub(RoutePath.kantanRegister, {
      client: kantanClient,
      api: { kantanRegister },
    });
    await waitFor(() => expect(kantanRegister).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await revisit();
    expect(kantanRegister).toHaveBeenCalledTimes(1);
  });

  it('an account that already has a member: the sign-in help, once', async () => {
    const kantanRegister = vi.fn(async () => {
      throw apiError('http', 409, 'kantan.member_exists');
    });
    const { revisit } = renderHub(RoutePath.kantanRegister, {
      client: kantanClient,
      api: { kantanRegister },
    });
    expect(await screen.findByRole('link', { name: /メール/ })).toBeInTheDocument();
    await revisit();
    expect(await screen.findByRole('link', { name: /メール/ })).toBeInTheDocument();
    expect(kantanRegister).toHaveBeenCalledTimes(1);
  });

  it('a stopped number: the kantan login\'s plain refusal and the help line, not "try later"', async () => {
    const kantanRegister = vi.fn(async () => {
      throw apiError('http', 403, 'legacy.locked');
    });
    renderHub(RoutePath.kantanRegister, { client: kantanClient, api: { kantanRegister } });
    expect(
      await screen.findByRole('heading', { name: 'あなたの登録番号は利用できません' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/しばらく時間をおいて/)).toBeNull();
    expect(screen.getByText(/0120/)).toBeInTheDocument();
  });

  it('without the launch in this browser: the error page, without registering', async () => {
    const kantanRegister = vi.fn();
    const { router } = renderHub(RoutePath.kantanRegister, { client: null, api: { kantanRegister } });
    await waitFor(() => expect(router.state.location.pathname).toBe(RoutePath.error));
    expect(kantanRegister).not.toHaveBeenCalled();
  });
});
