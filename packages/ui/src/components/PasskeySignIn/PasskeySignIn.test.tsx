import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { PasskeySignIn, type PasskeySignInState } from '.';

function renderIn(state: PasskeySignInState) {
  const onStart = vi.fn();
  const onMailLink = vi.fn();
  render(
    <PasskeySignIn
      state={state}
      buttonLabel="指紋や顔でログイン"
      message="指紋や顔でのログインを中止しました。"
      mailLinkLabel="メールでログインする"
      onStart={onStart}
      onMailLink={onMailLink}
    />,
  );
  return { onStart, onMailLink };
}

describe('PasskeySignIn', () => {
  it('starts the ceremony from the large button, and offers no mail link while nothing went wrong', async () => {
    const { onStart } = renderIn('idle');
    await userEvent.click(screen.getByRole('button', { name: '指紋や顔でログイン' }));
    expect(onStart).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a cancelled ceremony plainly and offers the mail link in one tap', async () => {
    const { onMailLink } = renderIn('cancelled');
    expect(screen.getByRole('alert')).toHaveTextContent('指紋や顔でのログインを中止しました。');
    await userEvent.click(screen.getByRole('button', { name: 'メールでログインする' }));
    expect(onMailLink).toHaveBeenCalledOnce();
  });

  it('cannot start twice while the phone’s prompt is open', () => {
    renderIn('busy');
    expect(screen.getByRole('button', { name: '指紋や顔でログイン' })).toBeDisabled();
  });
});
