import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';

export interface ErrorSummaryItem {
  /** Stable key (the field's name). */
  key: string;
  /** The field's label, e.g. 都道府県. */
  label: string;
  /** The field's message, e.g. 選択してください。 */
  message: string;
  /** Moves the focus to the field (the summary only asks; the form knows where the field is). */
  onSelect: () => void;
}

export interface ErrorSummaryProps {
  /** The heading (the form's 入力内容を確認してください。). */
  title: ReactNode;
  /** One entry per wrong field, in the order the form shows them. */
  items: readonly ErrorSummaryItem[];
  /**
   * Each new value (after a failed submit) moves the focus to the summary, so a screen reader
   * reads it and the next Tab reaches the first field's button. 0: the focus is left alone.
   */
  focusSignal?: number;
}

/**
 * The list at the top of a form after a failed submit: it names each wrong field with its message,
 * and each entry is a button that moves the focus to that field, so a member on a long form does
 * not have to look for fields 2,000 px further down.
 */
export function ErrorSummary({ title, items, focusSignal = 0 }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = `error-summary${useId()}`;
  useLayoutEffect(() => {
    if (focusSignal > 0) ref.current?.focus({ preventScroll: true });
  }, [focusSignal]);
  return (
    <div ref={ref} className="mh-error-summary" role="alert" aria-labelledby={headingId} tabIndex={-1}>
      <p id={headingId} className="mh-error-summary__title">
        {title}
      </p>
      {items.length > 0 && (
        <ul className="mh-error-summary__list">
          {items.map((item) => (
            <li key={item.key}>
              <button type="button" className="mh-error-summary__item" onClick={item.onSelect}>
                <span className="mh-error-summary__label">{item.label}</span>：
                <span className="mh-error-summary__message">{item.message}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
