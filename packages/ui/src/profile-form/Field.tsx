import { type FocusEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What every field piece takes: its value, the change, the rendered error and its own words. */
export interface FieldProps<Value, Changed = Value> {
  value: Value;
  onChange: (value: Changed) => void;
  /** The rendered validation message, if any (see `renderMessage`). */
  error?: string | undefined;
  /** Id of the control (or of the group); default: the field's name and a generated suffix. */
  id?: string;
  /** Instead of the field's own label. */
  label?: ReactNode;
  /** Shows 必須 (true) or 任意 (false) after the label. */
  required?: boolean | undefined;
}

/** A field piece with one control that can lose the focus (text inputs, the textarea, a select). */
export interface ControlFieldProps<Value, Element extends HTMLElement> extends FieldProps<Value> {
  onBlur?: FocusEventHandler<Element>;
}

/** The id of a field's control or group: the given one, else the field's name and a unique suffix. */
export function useFieldId(name: string, id: string | undefined): string {
  const generated = useId();
  return id ?? `${name}${generated}`;
}

/** Ids of a field's hint and error texts, for `aria-describedby`. */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error`, status: `${id}-status`, counter: `${id}-counter` };
}

/** `aria-describedby` from the parts that are shown. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/** 必須 / 任意 badge after a label. */
export function RequiredBadge({ required }: { required: boolean }) {
  const { t } = useTranslation('profileForm');
  return (
    <span className={`mh-field__badge${required ? ' mh-field__badge--required' : ''}`}>
      {required ? t('required') : t('optional')}
    </span>
  );
}

/** An error text under a field (already rendered words). */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mh-field__error">
      {children}
    </p>
  );
}

export interface FieldFrameProps {
  /** Id of the control (or of the group). */
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  /** `group`: a fieldset with a legend (radio and checkbox groups, several selects). */
  group?: boolean;
  /** Used by ProfileForm to find the first field with an error. */
  fieldName?: string | undefined;
  children: ReactNode;
}

/** Label (or legend), badge, hint, control and error, in one column. */
export function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  group,
  fieldName,
  children,
}: FieldFrameProps) {
  const ids = fieldIds(id);
  const head = (
    <>
      <span className="mh-field__label-text">{label}</span>
      {required !== undefined && <RequiredBadge required={required} />}
    </>
  );
  const body = (
    <>
      {hint && (
        <p id={ids.hint} className="mh-field__hint">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={ids.error}>{error}</FieldError>
    </>
  );
  if (group) {
    return (
      <fieldset
        className={`mh-field mh-field--group${error ? ' mh-field--invalid' : ''}`}
        id={id}
        data-field={fieldName}
        aria-describedby={describedBy(hint ? ids.hint : undefined, error && ids.error)}
      >
        <legend className="mh-field__label">{head}</legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={`mh-field${error ? ' mh-field--invalid' : ''}`} data-field={fieldName}>
      <label className="mh-field__label" htmlFor={id}>
        {head}
      </label>
      {body}
    </div>
  );
}

/** The language of option labels (`ja` or `en`) from the current i18n language. */
export function useOptionLang(): 'ja' | 'en' {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith('en') ? 'en' : 'ja';
}
