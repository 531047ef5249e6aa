import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithI18n } from '../../test-utils';
import { normalizeCodeInput, OneTimeCodeForm } from '.';

const copy = {
  label: '6けたの数字',
  hint: 'メールの数字',
  submit: '送る',
  format: '6けたの数字を入れてください。',
};

describe('OneTimeCodeForm', () => {
  it('opens the number pad and offers the code from the keyboard', () => {
    renderWithI18n(<OneTimeCodeForm copy={copy} length={6} onSubmit={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: '6けたの数字' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('refuses anything but six digits, and sends full-width digits as half-width', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<OneTimeCodeForm copy={copy} length={6} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox'), '12345');
    await user.click(screen.getByRole('button', { name: '送る' }));
    expect(screen.getByRole('alert')).toHaveTextContent('6けたの数字を入れてください。');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox'));
    await user.type(screen.getByRole('textbox'), '０１２ ３４５');
    // Past the button's 600 ms debounce (a double tap is one try).
    await new Promise((resolve) => setTimeout(resolve, 650));
    await user.click(screen.getByRole('button', { name: '送る' }));
    expect(onSubmit).toHaveBeenCalledWith('012345');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces the answer of the last try', () => {
    renderWithI18n(
      <OneTimeCodeForm copy={copy} length={6} onSubmit={vi.fn()} message="数字がちがいます。" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('数字がちがいます。');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('normalizes what members type', () => {
    expect(normalizeCodeInput('１２３-４５６')).toBe('123456');
  });
});
