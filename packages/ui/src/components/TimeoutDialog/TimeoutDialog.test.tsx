import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n, showModalAsOnASmallScreen } from '../../test-utils';
import { TimeoutDialog } from '.';

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <TimeoutDialog
      open={open}
      onClose={() => {
        setOpen(false);
        onClose();
      }}
    />
  );
}

describe('TimeoutDialog', () => {
  it('shows the spec texts as a modal dialog', () => {
    renderWithI18n(<TimeoutDialog open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'タイムアウトエラー' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      '通信がタイムアウトしました。もう一度やり直してみてください。',
    );
    expect(screen.getByRole('button', { name: '閉じる' })).toBeInTheDocument();
    // What 閉じる does is said, not guessed.
    expect(dialog).toHaveTextContent('「閉じる」を押すと、前の画面に戻ります。');
  });

  it('sets the page title while open and restores it on close', async () => {
    document.title = 'プロフィール編集 | らくらくコミュニティ';
    const onClose = vi.fn();
    renderWithI18n(<Harness onClose={onClose} />);
    expect(document.title).toBe('タイムアウトエラー');
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.title).toBe('プロフィール編集 | らくらくコミュニティ');
  });

  it('does not call onClose when the caller closes it', async () => {
    const onClose = vi.fn();
    const { rerender } = renderWithI18n(<TimeoutDialog open onClose={onClose} />);
    rerender(<TimeoutDialog open={false} onClose={onClose} />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('opens at its title on a small or zoomed screen (the browser would focus 閉じる and scroll to it)', async () => {
    const restore = showModalAsOnASmallScreen();
    try {
      renderWithI18n(<TimeoutDialog open onClose={() => {}} />);
      expect(screen.getByRole('heading', { name: 'タイムアウトエラー' })).toHaveFocus();
      expect(screen.getByRole('dialog').scrollTop).toBe(0);
      await userEvent.tab();
      expect(screen.getByRole('button', { name: '閉じる' })).toHaveFocus();
    } finally {
      restore();
    }
  });
});
