import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderHub } from '../../../../test/render';

describe('the terms pages', () => {
  it('links the four sub-pages, marks the text as a placeholder and goes back with the header button', async () => {
    const { router } = renderHub('/termsofservice');
    expect(await screen.findByText(/【仮の文章】/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '個人情報の取り扱いについて' }));
    expect(router.state.location.pathname).toBe('/termsofservice/personalInformation');
    expect(await screen.findByRole('heading', { name: '個人情報の取り扱いについて' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/termsofservice');
    await userEvent.click(screen.getByRole('button', { name: '戻る' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/termsofservice'));
  });
});
