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

  describe('when its text is taller than the screen', () => {
    /** The layout jsdom lacks: every element `content` px of content in `box` px of height. */
    function layout(content: number, box: number) {
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(content);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(box);
    }
    afterEach(() => vi.restoreAllMocks());

    it('is a region named by its heading that the Tab key reaches', () => {
      layout(800, 370);
      renderWithI18n(<LoaderOverlay active heading="はじめてのご利用の準備をしています" />);
      const region = screen.getByRole('region', { name: 'はじめてのご利用の準備をしています' });
      expect(region).toBe(screen.getByTestId('loader-overlay'));
      expect(region).toHaveAttribute('tabindex', '0');
    });

    it('is no tab stop while everything fits, and becomes one when the window shrinks', () => {
      layout(370, 740);
      renderWithI18n(<LoaderOverlay active />);
      const overlay = screen.getByTestId('loader-overlay');
      expect(overlay).not.toHaveAttribute('tabindex');
      expect(screen.queryByRole('region')).toBeNull();
      layout(740, 370);
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      expect(screen.getByRole('region', { name: '読み込み中' })).toHaveAttribute('tabindex', '0');
    });
  });

  it('shows nothing when inactive', () => {
    renderWithI18n(<LoaderOverlay active={false} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
