import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { RoutePath } from '../../../../route-paths';
import { apiError } from '../../../../test/api-errors';
import { renderHub } from '../../../../test/render';

describe('/gameRegister', () => {
  it('fetches the game user once, across a second mount and a revalidation', async () => {
    const getGameUser = vi.fn(() => new Promise(() => undefined));
    const { revisit } = renderHub(`${RoutePath.gameRegister}?token=rkg_1`, { api: { getGameUser } });
    await waitFor(() => expect(getGameUser).toHaveBeenCalledTimes(1));
    await revisit();
    expect(getGameUser).toHaveBeenCalledTimes(1);
  });

  it('a failure keeps the screen and shows the external-linkage error, once', async () => {
    const getGameUser = vi.fn(async () => {
      throw apiError('http', 400, 'game.token_invalid');
    });
    const { router, revisit } = renderHub(`${RoutePath.gameRegister}?token=rkg_1`, { api: { getGameUser } });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await revisit();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(RoutePath.gameRegister);
    expect(getGameUser).toHaveBeenCalledTimes(1);
  });
});
