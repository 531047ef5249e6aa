import { type ReactNode } from 'react';
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
 */
export function LoaderOverlay({ active, delayMs = 0, heading, message, large = false }: LoaderOverlayProps) {
  const { t } = useTranslation('shell');
  const visible = useDelayedFlag(active, delayMs);
  return (
    <div role="status" aria-live="polite" className="mh-loader-region">
      {visible ? (
        <div className={large ? 'mh-loader mh-loader--large' : 'mh-loader'} data-testid="loader-overlay">
          <div className="mh-loader__panel">
            <span className="mh-loader__spinner" aria-hidden="true" />
            <h2 className="mh-loader__heading">{heading ?? t('loader.heading')}</h2>
            <p className="mh-loader__message">{message ?? t('loader.message')}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
