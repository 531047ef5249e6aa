import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@member-hub/ui';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { AlertHost, createAlertQueue } from '.';

function renderHost(queue = createAlertQueue()) {
  render(
    <I18nextProvider i18n={createI18n()}>
      <AlertHost queue={queue} />
    </I18nextProvider>,
  );
  return queue;
}

describe('alerts', () => {
  it('shows nothing until a flow asks, then the message as an in-page alert dialog', async () => {
    const queue = renderHost();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    let closed = false;
    await act(async () => {
      void queue
        .show({ message: 'リンクが正しくありません。', hint: 'もう一度メールを送ってください。' })
        .then(() => {
          closed = true;
        });
    });
    const dialog = screen.getByRole('alertdialog', { name: 'リンクが正しくありません。' });
    expect(dialog).toHaveTextContent('もう一度メールを送ってください。');
    expect(closed).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // Like alert() returning: the flow goes on only after the member closed it.
    expect(closed).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows two alerts one after the other, never both at once', async () => {
    const queue = renderHost();
    await act(async () => {
      void queue.show({ message: '一つ目' });
      void queue.show({ message: '二つ目' });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: '一つ目' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('alertdialog', { name: '二つ目' })).toBeInTheDocument();
  });

  it('resolves in order without a host (plain flow tests)', async () => {
    const queue = createAlertQueue();
    const order: string[] = [];
    const first = queue.show({ message: 'a' }).then(() => order.push('a'));
    const second = queue.show({ message: 'b' }).then(() => order.push('b'));
    expect(queue.current()?.message).toBe('a');
    queue.dismiss();
    expect(queue.current()?.message).toBe('b');
    queue.dismiss();
    await Promise.all([first, second]);
    expect(order).toEqual(['a', 'b']);
    expect(queue.current()).toBeNull();
  });
});
