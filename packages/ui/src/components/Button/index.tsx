import { DEBOUNCE_MS } from '@member-hub/enums';
import { type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useDebouncedCallback } from '../../hooks/useDebouncedCallback';

export type ButtonVariant = 'primary' | 'secondary';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  children: ReactNode;
  /** primary: filled brand colour; secondary: outlined. */
  variant?: ButtonVariant;
  /**
   * A click is ignored for this long after an accepted one (spec: 600 ms for submit, save,
   * unlink, delete and e-mail confirm — DEBOUNCE_MS; 200 ms for kantan — KANTAN_DEBOUNCE_MS).
   * 0 turns the guard off.
   */
  debounceMs?: number;
  /** Full width on every screen size (buttons are always full width below 600 px). */
  block?: boolean;
}

/** Large button (≥ 56 px tall) with the spec's double-tap guard. */
export function Button({
  variant = 'primary',
  debounceMs = DEBOUNCE_MS,
  block = false,
  type = 'button',
  onClick,
  className,
  children,
  ...rest
}: ButtonProps) {
  const guarded = useDebouncedCallback(
    (event: MouseEvent<HTMLButtonElement>) => onClick?.(event),
    debounceMs,
  );
  const classes = ['mh-button', `mh-button--${variant}`, block ? 'mh-button--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      onClick={(event) => {
        // An ignored click must not submit the surrounding form either.
        if (!guarded(event)) event.preventDefault();
      }}
    >
      {children}
    </button>
  );
}
