import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test-utils';
import { ErrorSummary } from '.';

const items = (onSelect: (key: string) => void) => [
  {
    key: 'prefecture',
    label: '都道府県',
    message: '選択してください。',
    onSelect: () => onSelect('prefecture'),
  },
  { key: 'sex', label: '性別', message: '選択してください。', onSelect: () => onSelect('sex') },
];

describe('ErrorSummary', () => {
  it('names each wrong field with its message, and each entry asks for the focus on its field', async () => {
    const onSelect = vi.fn();
    renderWithI18n(<ErrorSummary title="入力内容を確認してください。" items={items(onSelect)} />);
    const summary = screen.getByRole('alert', { name: '入力内容を確認してください。' });
    expect(summary).toHaveTextContent('都道府県：選択してください。');
    await userEvent.click(screen.getByRole('button', { name: '性別：選択してください。' }));
    expect(onSelect).toHaveBeenCalledWith('sex');
    expect(summary).not.toHaveFocus();
  });

  it('takes the focus on each new signal (each failed submit), not on other renders', async () => {
    function Form() {
      const [signal, setSignal] = useState(1);
      return (
        <>
          <ErrorSummary title="入力内容を確認してください。" items={items(vi.fn())} focusSignal={signal} />
          <button type="button" onClick={() => setSignal((n) => n + 1)}>
            確認へ進む
          </button>
        </>
      );
    }
    renderWithI18n(<Form />);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: /性別/ }));
    expect(summary).not.toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: '確認へ進む' }));
    expect(summary).toHaveFocus();
  });

  it('leaves the focus alone without a signal', () => {
    renderWithI18n(<ErrorSummary title="入力内容を確認してください。" items={items(vi.fn())} />);
    expect(screen.getByRole('alert')).not.toHaveFocus();
  });
});
