import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithI18n } from '../../test-utils';
import { PasswordChangeForm } from '../PasswordChangeForm';
import { KantanLoginForm } from '.';

/** Past the 200 ms button debounce. */
const debounce = () => new Promise((resolve) => setTimeout(resolve, 250));

const loginCopy = {
  registrationNumber: '登録番号',
  registrationNumberHint: '半角数字',
  password: 'パスワード',
  passwordHint: '半角英数記号',
  submit: 'ログイン',
};

describe('KantanLoginForm (hub §5)', () => {
  it('requires both fields, then half-width password characters, and only then logs in', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<KantanLoginForm copy={loginCopy} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(screen.getByRole('alert')).toHaveTextContent('登録番号またはパスワードが未入力です');
    await user.type(screen.getByRole('textbox', { name: '登録番号' }), '10000001');
    await user.type(screen.getByLabelText('パスワード'), 'ｒａｋｕ');
    await debounce();
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(screen.getByRole('alert')).toHaveTextContent('パスワードは半角英数記号で入力してください。');
    await user.clear(screen.getByLabelText('パスワード'));
    await user.type(screen.getByLabelText('パスワード'), 'raku1234');
    await debounce();
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    // A second tap within 200 ms is ignored (hub §9).
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ registrationNumber: '10000001', password: 'raku1234' });
  });
});

describe('PasswordChangeForm (hub §5)', () => {
  const copy = {
    currentPassword: '現在のパスワード',
    newPassword: '新しいパスワード',
    newPasswordHint: 'ヒント',
    confirmPassword: '新しいパスワード（確認）',
    submit: '変更する',
    back: '戻る',
  };

  it('shows the first failing rule under its field, and submits a valid change', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithI18n(<PasswordChangeForm copy={copy} onSubmit={onSubmit} onBack={() => {}} />);
    await user.type(screen.getByLabelText('現在のパスワード'), 'hello333');
    await user.type(screen.getByLabelText('新しいパスワード'), 'hello333');
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect(screen.getByRole('alert')).toHaveTextContent('現在のパスワードと新しいパスワードが同じです。');
    await user.clear(screen.getByLabelText('新しいパスワード'));
    await user.type(screen.getByLabelText('新しいパスワード'), 'hello444x');
    await user.type(screen.getByLabelText('新しいパスワード（確認）'), 'hello444x');
    await debounce();
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'hello333', newPassword: 'hello444x' });
  });
});
