import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test-utils';
import { Header } from '.';

describe('Header', () => {
  it('shows the screen title as the h1 and a back button labelled 戻る', async () => {
    const onBack = vi.fn();
    renderWithI18n(<Header title="プロフィール登録" onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1, name: 'プロフィール登録' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '戻る' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('has no back button without a handler or when showBack is false', () => {
    const { rerender } = renderWithI18n(<Header title="プロフィール登録" />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Header title="プロフィール登録" onBack={() => {}} showBack={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders nothing when hidden', () => {
    renderWithI18n(<Header title="プロフィール登録" hidden />);
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('labels the back button in English', () => {
    renderWithI18n(<Header title="Profile" onBack={() => {}} />, { lng: 'en' });
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('names the service above the title without changing the heading', () => {
    renderWithI18n(<Header title="ログイン" serviceName="らくらくコミュニティ" />);
    expect(screen.getByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('らくらくコミュニティログイン');
  });
});
