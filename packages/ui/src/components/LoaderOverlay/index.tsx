import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDelayedFlag } from '../../hooks/useDelayedFlag';

export interface LoaderOverlayProps {
  /** The work is under way. */
  active: boolean;
  /**
   * Show only once the work has lasted this long (spec thresholds from @member-hub/enums:
   * SAVE_LOADER_DELAY_MS 1 400 ms, SAVE_LOADER_DELAY_EDIT_MS 4 000 ms, …). 0 shows at once.
   */
  delayMs?: number;
  /** Heading; default 読み込み中 (shell namespace). */
  heading?: ReactNode;
  /** Message; default 読み込み中です。しばらくお待ちください。 (spec: "loading, please wait"). */
  message?: ReactNode;
  /**
   * Larger heading and message: for a loading view that is a screen's first paint (prerendered),
   * so that it reads from afar and stays the page's largest paint.
   */
  large?: boolean;
}

/**
 * Full-screen loading overlay. The live region is always in the page so that screen readers
 * announce the heading and message when they appear. The spinner turns only when the user has
 * not asked for reduced motion (CSS).
 *
 * When the text does not fit the screen (a long message at 200 % zoom on a short phone) the
 * overlay scrolls; then it is a region named by its heading that the Tab key reaches, so that a
 * keyboard can scroll it too. It is no tab stop while everything fits.
 */
export function LoaderOverlay({ active, delayMs = 0, heading, message, large = false }: LoaderOverlayProps) {
  const { t } = useTranslation('shell');
  const visible = useDelayedFlag(active, delayMs);
  const overlay = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsItself(overlay, visible);
  const headingId = useId();
  return (
    <div role="status" aria-live="polite" className="mh-loader-region">
      {visible ? (
        <div
          ref={overlay}
          className={large ? 'mh-loader mh-loader--large' : 'mh-loader'}
          data-testid="loader-overlay"
          {...(scrolls ? { role: 'region', tabIndex: 0, 'aria-labelledby': headingId } : {})}
        >
          <div className="mh-loader__panel">
            <span className="mh-loader__spinner" aria-hidden="true" />
            <h2 id={headingId} className="mh-loader__heading">
              {heading ?? t('loader.heading')}
            </h2>
            <p className="mh-loader__message">{message ?? t('loader.message')}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Whether the element's content is taller than the element (it scrolls), kept up to date as the
 * element or its content changes size. A ResizeObserver on the overlay (fixed to the viewport, so
 * it sees every window resize) and on its panel; where the browser has none, the window's resize
 * event. A change after a resize is rendered at once (flushSync), in the same frame as the resize,
 * so that the overlay is never drawn scrolling without being reachable.
 */
function useScrollsItself(ref: RefObject<HTMLElement | null>, shown: boolean): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!shown || element === null) {
      setScrolls(false);
      return undefined;
    }
    const overflows = () => element.scrollHeight > element.clientHeight;
    setScrolls(overflows());
    const measure = () => flushSync(() => setScrolls(overflows()));
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref, shown]);
  return scrolls;
}
