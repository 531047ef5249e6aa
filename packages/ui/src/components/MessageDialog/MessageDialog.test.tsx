import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n, showModalAsOnASmallScreen } from '../../test-utils';
import { MessageDialog } from '.';

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <MessageDialog
      open={open}
      message="処理に失敗しました。"
      hint="2分ほどたつと、もう一度送れます。"
      onClose={() => {
        setOpen(false);
        onClose();
      }}
    />
  );
}

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('MessageDialog', () => {
  it('is an announced modal alert named by its message, with the hint and one close button', () => {
    renderWithI18n(
      <MessageDialog open message="処理に失敗しました。" hint="待ってください" onClose={() => {}} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: '処理に失敗しました。' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('待ってください');
    expect(screen.getByRole('button', { name: '閉じる' })).toBeInTheDocument();
  });

  it('is named by its title and described by the message when a title is given', () => {
    renderWithI18n(
      <MessageDialog open title="送信できません" message="しばらくお待ちください" onClose={() => {}} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: '送信できません' });
    expect(dialog).toHaveAccessibleDescription('しばらくお待ちください');
  });

  it('tells the caller once when the member closes it', async () => {
    const onClose = vi.fn();
    renderWithI18n(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    await settle();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does not call onClose when the caller closes it', async () => {
    const onClose = vi.fn();
    const { rerender } = renderWithI18n(<MessageDialog open message="x" onClose={onClose} />);
    rerender(<MessageDialog open={false} message="x" onClose={onClose} />);
    await settle();
    expect(onClose).not.toHaveBeenCalled();
  });

  describe('on a small or zoomed screen (the browser focuses 閉じる and scrolls to it)', () => {
    let restore: () => void = () => {};
    beforeEach(() => {
      restore = showModalAsOnASmallScreen();
    });
    afterEach(() => restore());

    it('opens at its message: the focus there, not on 閉じる, the dialog scrolled to its top', async () => {
      renderWithI18n(
        <MessageDialog open message="処理に失敗しました。" hint="待ってください" onClose={() => {}} />,
      );
      const dialog = screen.getByRole('alertdialog', { name: '処理に失敗しました。' });
      expect(screen.getByText('処理に失敗しました。')).toHaveFocus();
      expect(dialog.scrollTop).toBe(0);
      // The button comes next.
      await userEvent.tab();
      expect(screen.getByRole('button', { name: '閉じる' })).toHaveFocus();
    });

    it('opens at its title when it has one', () => {
      renderWithI18n(
        <MessageDialog open title="送信できません" message="しばらくお待ちください" onClose={() => {}} />,
      );
      expect(screen.getByRole('heading', { name: '送信できません' })).toHaveFocus();
      expect(screen.getByRole('alertdialog').scrollTop).toBe(0);
    });

    it('opens at its top again when opened a second time', () => {
      const { rerender } = renderWithI18n(<MessageDialog open={false} message="x" onClose={() => {}} />);
      rerender(<MessageDialog open message="x" onClose={() => {}} />);
      expect(screen.getByText('x')).toHaveFocus();
      rerender(<MessageDialog open={false} message="x" onClose={() => {}} />);
      rerender(<MessageDialog open message="x" onClose={() => {}} />);
      expect(screen.getByText('x')).toHaveFocus();
      expect(screen.getByRole('alertdialog').scrollTop).toBe(0);
    });
  });
});
