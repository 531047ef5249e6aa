import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithI18n, showModalAsOnASmallScreen } from '../../test-utils';
import { LinkageErrorDialog } from '.';

const APOLOGY = 'ご迷惑をおかけしております。しばらく時間をおいてからのアクセスをお願いします。';

describe('LinkageErrorDialog', () => {
  it('shows the apology with the community button on the community service', async () => {
    const onBack = vi.fn();
    renderWithI18n(<LinkageErrorDialog open variant="community" onBack={onBack} />);
    const dialog = screen.getByRole('dialog', { name: APOLOGY });
    expect(dialog).toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: 'らくらくコミュニティ ホームに戻る' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("labels the button 'サービスに戻る' on the other service", () => {
    renderWithI18n(<LinkageErrorDialog open variant="members" onBack={() => {}} />);
    expect(screen.getByRole('button', { name: 'サービスに戻る' })).toBeInTheDocument();
  });

  it('stays open on Escape: going back is the only way on', () => {
    renderWithI18n(<LinkageErrorDialog open variant="members" onBack={() => {}} />);
    const dialog = screen.getByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog).toHaveAttribute('open');
  });

  it('is closed when not open', () => {
    renderWithI18n(<LinkageErrorDialog open={false} variant="community" onBack={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens at its apology on a small or zoomed screen (the browser would focus the button and scroll to it)', async () => {
    const restore = showModalAsOnASmallScreen();
    try {
      renderWithI18n(<LinkageErrorDialog open variant="community" onBack={() => {}} />);
      expect(screen.getByText(APOLOGY)).toHaveFocus();
      expect(screen.getByRole('dialog').scrollTop).toBe(0);
      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'らくらくコミュニティ ホームに戻る' })).toHaveFocus();
    } finally {
      restore();
    }
  });
});
