import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test-utils';
import { LoaderOverlay } from '.';

describe('LoaderOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears in a live status region only after the delay, with the default message', () => {
    renderWithI18n(<LoaderOverlay active delayMs={1_400} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    act(() => {
      vi.advanceTimersByTime(1_400);
    });
    expect(screen.getByRole('heading', { name: '読み込み中' })).toBeInTheDocument();
    expect(status).toHaveTextContent('読み込み中です。しばらくお待ちください。');
  });

  it('shows the heading and message it is given', () => {
    renderWithI18n(<LoaderOverlay active heading="認証確認" message="確認しています" />);
    expect(screen.getByRole('heading', { name: '認証確認' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('確認しています');
  });

  it('is large only when asked (a prerendered first paint)', () => {
    const { unmount } = renderWithI18n(<LoaderOverlay active />);
    expect(screen.getByTestId('loader-overlay')).not.toHaveClass('mh-loader--large');
    unmount();
    renderWithI18n(<LoaderOverlay active large />);
    expect(screen.getByTestId('loader-overlay')).toHaveClass('mh-loader', 'mh-loader--large');
  });

  it('shows nothing when inactive', () => {
    renderWithI18n(<LoaderOverlay active={false} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
