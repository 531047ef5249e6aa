import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
