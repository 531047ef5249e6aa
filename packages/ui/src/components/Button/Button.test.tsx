import { KANTAN_DEBOUNCE_MS } from '@member-hub/enums';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test-utils';
import { Button } from '.';

describe('Button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ignores a second click within 600 ms by default and accepts one after', () => {
    const onClick = vi.fn();
    renderWithI18n(<Button onClick={onClick}>この内容で登録する</Button>);
    const button = screen.getByRole('button', { name: 'この内容で登録する' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('uses the kantan debounce when given', () => {
    const onClick = vi.fn();
    renderWithI18n(
      <Button onClick={onClick} debounceMs={KANTAN_DEBOUNCE_MS}>
        ログイン
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'ログイン' });
    fireEvent.click(button);
    act(() => {
      vi.advanceTimersByTime(KANTAN_DEBOUNCE_MS);
    });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not submit its form twice on a double tap', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithI18n(
      <form onSubmit={onSubmit}>
        <Button type="submit">送信</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: '送信' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is a plain button unless told otherwise, with the variant class', () => {
    renderWithI18n(<Button variant="secondary">前のページへ戻って修正する</Button>);
    const button = screen.getByRole('button', { name: '前のページへ戻って修正する' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('mh-button--secondary');
  });
});
