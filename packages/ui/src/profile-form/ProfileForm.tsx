import { zodResolver } from '@hookform/resolvers/zod';
import { isPresetIconId, type InterestSubQuestion } from '@member-hub/enums';
import { type FormEvent, type ReactElement, type ReactNode, useRef } from 'react';
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
}

/** The fields the form holds (the e-mail is only shown). */
type ControlledFieldName = Exclude<ProfileFieldName, 'email'>;

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/**
 * The profile form (registration and edit) built from this package's field pieces with
 * react-hook-form and validators' zod schemas. An invalid submit scrolls to the top (spec), shows
 * a summary there and puts the focus into the first field with an error.
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
    formState: { errors, submitCount },
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

  const order = profileFieldOrder[mode];
  const focusFirstError = (fields: readonly string[]) => {
    // The spec: "If invalid, scroll to the top". The summary at the top says so; the focus goes to
    // the first field with an error without scrolling away again.
    window.scrollTo({ top: 0 });
    const first = order.find((name) => fields.includes(name));
    const frame = first ? formRef.current?.querySelector(`[data-field="${first}"]`) : null;
    const target = frame?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus({ preventScroll: true });
  };

  const onValid = (values: ProfileFormOutput) => {
    // A nickname the server called taken stops the submit; a check still running does not (the
    // server checks again when saving).
    if (availability === 'unavailable') {
      setError('nickname', { type: 'server', message: 'nickname.unavailable' });
      focusFirstError(['nickname']);
      return;
    }
    onSubmit(clearUnansweredSubQuestions(values));
  };
  const onInvalid = (fieldErrors: FieldErrors<ProfileFormValues>) => {
    focusFirstError(Object.keys(fieldErrors));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(onValid, onInvalid)(event);

  const message = (name: keyof ProfileFormValues): string | undefined => {
    const error = errors[name] as { message?: string; root?: { message?: string } } | undefined;
    return fieldMessage(name, error?.message ?? error?.root?.message, lang);
  };
  const required = mode === 'register';
  const hasErrors = Object.keys(errors).length > 0;

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
              <ThumbnailField value={value} onChoose={() => onChooseThumbnail(getValues())} />
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
        <p className="mh-error-summary" role="alert">
          {t('errorSummary')}
        </p>
      )}
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
