import { zodResolver } from '@hookform/resolvers/zod';
import { isPresetIconId, type InterestSubQuestion } from '@member-hub/enums';
import { type FormEvent, type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Controller,
  type ControllerRenderProps,
  type FieldErrors,
  type Resolver,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { ErrorSummary, type ErrorSummaryItem } from '../components/ErrorSummary';
import { BirthdayPicker, type ProfileFormMode } from './BirthdayPicker';
import { CityField } from './CityField';
import { EmailDisplay } from './EmailDisplay';
import { useOptionLang } from './Field';
import { InterestsField } from './InterestsField';
import { NicknameField } from './NicknameField';
import { PrefectureSelect } from './PrefectureSelect';
import { ProfileFormCaution } from './ProfileFormCaution';
import {
  clearUnansweredSubQuestions,
  emptyProfileFormValues,
  fieldMessage,
  profileFormSchema,
  type ProfileFormOutput,
  type ProfileFormValues,
} from './schema';
import { IntroductionField } from './IntroductionField';
import { SexField } from './SexField';
import { SocialSkillsField } from './SocialSkillsField';
import { ThumbnailField } from './ThumbnailField';
import { ThumbnailPicker } from './ThumbnailPicker';
import { type NicknameAvailabilityCheck, useNicknameAvailability } from './useNicknameAvailability';

/** Field names in the order a mode shows them. */
export type ProfileFieldName =
  | 'thumbnail'
  | 'nickname'
  | 'interests'
  | 'birthday'
  | 'prefecture'
  | 'city'
  | 'sex'
  | 'introduction'
  | 'email'
  | 'socialSkills';

/**
 * Registration order (profile §2 008_profileRegister): thumbnail, nickname, interests, birthday,
 * prefecture, city, sex, introduction, mail address, social skills. Edit order (§2 "Profile edit"
 * sections): thumbnail, nickname, mail address (+ `afterEmail`: provider linkage, registration
 * number), prefecture, city, sex, birthday, interests, introduction, social skills (+ `extraFields`).
 */
export const profileFieldOrder: Readonly<Record<ProfileFormMode, readonly ProfileFieldName[]>> =
  Object.freeze({
    register: Object.freeze([
      'thumbnail',
      'nickname',
      'interests',
      'birthday',
      'prefecture',
      'city',
      'sex',
      'introduction',
      'email',
      'socialSkills',
    ] as const),
    edit: Object.freeze([
      'thumbnail',
      'nickname',
      'email',
      'prefecture',
      'city',
      'sex',
      'birthday',
      'interests',
      'introduction',
      'socialSkills',
    ] as const),
  });

export interface ProfileFormProps {
  /** register: prefecture and sex required (profileRegisterSchema); edit: may stay unselected (profileEditSchema). */
  mode?: ProfileFormMode;
  /** Starting values; missing ones are the empty member (icon12, birthday 1900-01-01, 0s). */
  defaultValues?: Partial<ProfileFormValues> | undefined;
  /** Called with the validated values after a valid submit (and the nickname not known to be taken). */
  onSubmit: (values: ProfileFormOutput) => void;
  /** The nickname availability check (injected; ui never calls the network). None: no live check. */
  checkNickname?: NicknameAvailabilityCheck | undefined;
  /** The registered e-mail (shown read-only; empty shows 未登録). */
  email?: string | null | undefined;
  /** The app's link to the e-mail screen. */
  emailChangeLink?: ReactNode;
  /** birthdayChangeCount of the member (edit); pickers disabled at 2. */
  birthdayChangeCount?: number | undefined;
  /** Edit: content after the mail address (provider linkage, registration number). */
  afterEmail?: ReactNode;
  /** Content after the last field (the shop of device purchase in the membership variant). */
  extraFields?: ReactNode;
  /** Shown after the submit button (edit: 'cancel and return to my page'). */
  secondaryAction?: ReactNode;
  /** Submit label; 確認へ進む by default. */
  submitLabel?: ReactNode;
  /** Show the caution about optional and non-public items (default: in register mode). */
  showCaution?: boolean;
  /** Form id, for a submit button outside the form. */
  id?: string;
  /**
   * The icons are chosen on their own screen (profile §2 "Avatar picker"): the form shows the
   * chosen icon with プロフィール画像を選ぶ, which calls this with the form's current values (not
   * validated) so the app can keep them while the picker is open. None: the 14 icons in the form.
   */
  onChooseThumbnail?: ((values: ProfileFormValues) => void) | undefined;
  /**
   * The server refused the nickname on saving (409 nickname.taken) after the confirmation: the
   * form opens with the nickname's 'taken' message and the focus on it.
   */
  nicknameTaken?: boolean | undefined;
  /** Edit: the picture of a thumbnail that is not a preset icon (the member's uploaded image). */
  thumbnailUrl?: string | undefined;
  /** Content before the first field (edit: the provider-linkage error banner). */
  beforeFields?: ReactNode;
  /** Called when the form starts or stops differing from its starting values (the leave guard). */
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
  /**
   * Called with the form's current values (not validated) after each change, so the app can keep
   * them as a draft that a reload or the browser's Back does not lose.
   */
  onValuesChange?: ((values: ProfileFormValues) => void) | undefined;
}

/** The fields the form holds (the e-mail is only shown). */
type ControlledFieldName = Exclude<ProfileFieldName, 'email'>;

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/** The field whose frame shows an error of a form value (a follow-up answer sits in its interest). */
const FIELD_OF_VALUE: Readonly<Partial<Record<keyof ProfileFormValues, ControlledFieldName>>> = {
  travelFrequency: 'interests',
  habitSupplement: 'interests',
  assetManagement: 'interests',
  birthdayDisplay: 'birthday',
};

/**
 * The profile form (registration and edit) built from this package's field pieces with
 * react-hook-form and validators' zod schemas. An invalid submit scrolls to the top (spec), shows
 * a summary there that names each wrong field (each a button to the field) and puts the focus on
 * the summary.
 */
export function ProfileForm({
  mode = 'register',
  defaultValues,
  onSubmit,
  checkNickname,
  email,
  emailChangeLink,
  birthdayChangeCount,
  afterEmail,
  extraFields,
  secondaryAction,
  submitLabel,
  showCaution = mode === 'register',
  id,
  onChooseThumbnail,
  nicknameTaken = false,
  thumbnailUrl,
  beforeFields,
  onDirtyChange,
  onValuesChange,
}: ProfileFormProps) {
  const { t } = useTranslation('profileForm');
  const lang = useOptionLang();
  const formRef = useRef<HTMLFormElement>(null);
  const initial: ProfileFormValues = { ...emptyProfileFormValues, ...defaultValues };
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    subscribe,
    formState: { errors, submitCount, isDirty },
  } = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    // Both schemas have the same input and output types; only the prefecture and sex rules differ.
    resolver: zodResolver(profileFormSchema(mode)) as unknown as Resolver<
      ProfileFormValues,
      unknown,
      ProfileFormOutput
    >,
    defaultValues: initial,
    shouldFocusError: false,
  });

  const nickname = useWatch({ control, name: 'nickname' });
  const [travelFrequency, habitSupplement, assetManagement, birthdayDisplay] = useWatch({
    control,
    name: ['travelFrequency', 'habitSupplement', 'assetManagement', 'birthdayDisplay'],
  });
  const availability = useNicknameAvailability(nickname, checkNickname, {
    skip: mode === 'edit' ? initial.nickname : undefined,
  });

  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  useEffect(() => {
    if (!onValuesChange) return;
    return subscribe({ formState: { values: true }, callback: () => onValuesChange(getValues()) });
  }, [subscribe, getValues, onValuesChange]);

  const order = profileFieldOrder[mode];
  const [summaryFocus, setSummaryFocus] = useState(0);
  const focusField = (name: ProfileFieldName, options: FocusOptions = {}) => {
    const frame = formRef.current?.querySelector(`[data-field="${name}"]`);
    const target = frame?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus(options);
  };
  const focusFirstError = (fields: readonly string[]) => {
    // The spec: "If invalid, scroll to the top". The focus goes to the first field with an error
    // without scrolling away again (the refused nickname: one field, no summary).
    window.scrollTo({ top: 0 });
    const first = order.find((name) => fields.includes(name));
    if (!first) return;
    focusField(first, { preventScroll: true });
    // On a small or zoomed screen (a 360 px phone at 200 %) the top of the page does not reach the
    // field: its frame (label, field, message) is brought into view; when taller than the screen,
    // its end (the field and the message under it).
    const frame = formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`);
    const box = frame?.getBoundingClientRect();
    if (frame && box && box.bottom > window.innerHeight)
      frame.scrollIntoView({ block: box.height > window.innerHeight ? 'end' : 'start' });
  };
  const focusSummary = () => {
    // The spec: "If invalid, scroll to the top"; the summary there takes the focus and names the fields.
    window.scrollTo({ top: 0 });
    setSummaryFocus((n) => n + 1);
  };

  useEffect(() => {
    if (!nicknameTaken) return;
    setError('nickname', { type: 'server', message: 'nickname.unavailable' });
    focusFirstError(['nickname']);
    // Once, when the form opens after the refused save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nicknameTaken]);

  const onValid = (values: ProfileFormOutput) => {
    // A nickname the server called taken stops the submit; a check still running does not (the
    // server checks again when saving).
    if (availability === 'unavailable') {
      setError('nickname', { type: 'server', message: 'nickname.unavailable' });
      focusSummary();
      return;
    }
    onSubmit(clearUnansweredSubQuestions(values));
  };
  const onInvalid = (_fieldErrors: FieldErrors<ProfileFormValues>) => {
    focusSummary();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(onValid, onInvalid)(event);

  const message = (name: keyof ProfileFormValues): string | undefined => {
    const error = errors[name] as { message?: string; root?: { message?: string } } | undefined;
    return fieldMessage(name, error?.message ?? error?.root?.message, lang);
  };
  const required = mode === 'register';
  const hasErrors = Object.keys(errors).length > 0;

  /** One summary entry per field frame with an error, in the order the form shows them. */
  const summaryItems = (): ErrorSummaryItem[] => {
    const byField = new Map<ControlledFieldName, string>();
    for (const key of Object.keys(errors) as (keyof ProfileFormValues)[]) {
      const field = FIELD_OF_VALUE[key] ?? (key as ControlledFieldName);
      const text = message(key);
      if (text && !byField.has(field)) byField.set(field, text);
    }
    return order.flatMap((name) => {
      const text = name === 'email' ? undefined : byField.get(name);
      if (!text) return [];
      return [{ key: name, label: t(`${name}.label`), message: text, onSelect: () => focusField(name) }];
    });
  };

  /**
   * One form field through its Controller: `render` gets the value, the change and the rendered
   * error that every field piece takes, and the Controller's field for the blur and the ref.
   */
  const controlled = <N extends ControlledFieldName>(
    name: N,
    render: (
      bound: Pick<ControllerRenderProps<ProfileFormValues, N>, 'value' | 'onChange'> & {
        error: string | undefined;
      },
      field: ControllerRenderProps<ProfileFormValues, N>,
    ) => ReactElement,
  ) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field }) =>
        render({ value: field.value, onChange: field.onChange, error: message(name) }, field)
      }
    />
  );

  const render = (name: ProfileFieldName): ReactNode => {
    switch (name) {
      case 'thumbnail':
        return onChooseThumbnail
          ? controlled('thumbnail', ({ value }) => (
              <ThumbnailField
                value={value}
                imageUrl={thumbnailUrl}
                onChoose={() => onChooseThumbnail(getValues())}
              />
            ))
          : controlled('thumbnail', ({ value, onChange }) => (
              <ThumbnailPicker value={isPresetIconId(value) ? value : undefined} onChange={onChange} />
            ));
      case 'nickname':
        return controlled('nickname', (bound, { onBlur, ref }) => (
          <NicknameField {...bound} onBlur={onBlur} inputRef={ref} availability={availability} />
        ));
      case 'interests':
        return controlled('interests', (bound) => (
          <InterestsField
            {...bound}
            subAnswers={{ travelFrequency, habitSupplement, assetManagement }}
            onSubAnswerChange={(question: InterestSubQuestion, answer: number) =>
              setValue(question, answer, { shouldDirty: true })
            }
          />
        ));
      case 'birthday':
        return controlled('birthday', (bound) => (
          <BirthdayPicker
            {...bound}
            mode={mode}
            changeCount={birthdayChangeCount}
            display={birthdayDisplay}
            required={false}
            onDisplayChange={(display) => setValue('birthdayDisplay', display, { shouldDirty: true })}
          />
        ));
      case 'prefecture':
        return controlled('prefecture', (bound, { onBlur, ref }) => (
          <PrefectureSelect {...bound} onBlur={onBlur} selectRef={ref} required={required} />
        ));
      case 'city':
        return controlled('city', (bound, { onBlur, ref }) => (
          <CityField {...bound} onBlur={onBlur} inputRef={ref} />
        ));
      case 'sex':
        return controlled('sex', (bound) => <SexField {...bound} required={required} />);
      case 'introduction':
        return controlled('introduction', (bound, { onBlur, ref }) => (
          <IntroductionField {...bound} onBlur={onBlur} textareaRef={ref} />
        ));
      case 'email':
        return (
          <div key={name} className="mh-profile-form__group">
            <EmailDisplay email={email} changeLink={emailChangeLink} />
            {mode === 'edit' && afterEmail}
          </div>
        );
      case 'socialSkills':
        return controlled('socialSkills', (bound) => <SocialSkillsField {...bound} />);
    }
  };

  return (
    <form ref={formRef} id={id} className="mh-profile-form" noValidate onSubmit={submit}>
      {submitCount > 0 && hasErrors && (
        <ErrorSummary title={t('errorSummary')} items={summaryItems()} focusSignal={summaryFocus} />
      )}
      {beforeFields}
      {showCaution && <ProfileFormCaution />}
      {order.map(render)}
      {extraFields}
      <div className="mh-profile-form__actions">
        <Button type="submit" block>
          {submitLabel ?? t('submit')}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
