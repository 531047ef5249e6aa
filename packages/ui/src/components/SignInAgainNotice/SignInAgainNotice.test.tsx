import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { SignInAgainNotice } from '.';

const copy = {
  heading: 'もう一度ログインしてください',
  reason: '退会は取り消すことができません。',
  next: 'ログインし直すと、この退会の確認画面に戻ります。',
  button: 'ログインし直す',
};

describe('SignInAgainNotice', () => {
  it('says why and what happens next, announced at once, and starts the sign-in from its one button', async () => {
    const onSignInAgain = vi.fn();
    render(<SignInAgainNotice copy={copy} onSignInAgain={onSignInAgain} />);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(copy.reason);
    expect(notice).toHaveTextContent(copy.next);
    expect(screen.getByRole('heading', { level: 2, name: copy.heading })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: copy.button }));
    expect(onSignInAgain).toHaveBeenCalledOnce();
  });

  it('fits under a section heading, and takes no second press while the sign-in starts', () => {
    render(<SignInAgainNotice copy={copy} onSignInAgain={() => undefined} headingLevel={4} busy />);
    expect(screen.getByRole('heading', { level: 4, name: copy.heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.button })).toBeDisabled();
  });
});
