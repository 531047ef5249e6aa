import {
  assetManagementOptions,
  birthdayDisplayOptions,
  DEFAULT_BIRTHDAY,
  habitSupplementOptions,
  interestOptions,
  isPresetIconId,
  labelOf,
  prefectureById,
  sexOptions,
  socialMediaOptions,
  travelFrequencyOptions,
  type InterestSubQuestion,
  type LabeledOption,
} from '@member-hub/enums';
import { dateYearWithJapaneseEra, normalizeBirthday } from '@member-hub/validators';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { type ProfileFormMode } from './BirthdayPicker';
import { useOptionLang } from './Field';
import { presetIconUrls } from './icons';
import { type ProfileFieldName, profileFieldOrder } from './ProfileForm';
import { type ProfileFormValues } from './schema';

export interface ProfileConfirmProps {
  /** The values `ProfileForm` handed to `onSubmit`. */
  values: Readonly<ProfileFormValues>;
  mode?: ProfileFormMode;
  email?: string | null | undefined;
  /** Picture of a thumbnail that is not a preset icon (an uploaded image). */
  thumbnailUrl?: string | undefined;
  /** 'この内容で登録する' (debounced 600 ms). */
  onConfirm: () => void;
  /** '前のページへ戻って修正する'. */
  onBack: () => void;
  /**
   * The notice that the my page is public also to non-members (registration; in edit only on
   * the first edit). Default: shown.
   */
  showPublicNotice?: boolean;
  /** Extra notices above the buttons (for example the age warning of the edit confirmation). */
  children?: ReactNode;
  /** Disable the confirm button (while saving). */
  busy?: boolean;
  /** Rows after the profile fields (the membership variant's shop of device purchase). */
  extraRows?: readonly { key: string; label: ReactNode; value: ReactNode }[] | undefined;
}

const subOptions: Record<InterestSubQuestion, readonly LabeledOption<number>[]> = {
  travelFrequency: travelFrequencyOptions,
  habitSupplement: habitSupplementOptions,
  assetManagement: assetManagementOptions,
};

/** Read-only summary of the profile before saving (profile §2 registration / edit confirmation). */
export function ProfileConfirm({
  values,
  mode = 'register',
  email,
  thumbnailUrl,
  onConfirm,
  onBack,
  showPublicNotice = true,
  children,
  busy,
  extraRows,
}: ProfileConfirmProps) {
  const { t } = useTranslation('profileForm');
  const lang = useOptionLang();
  const headingId = `profile-confirm${useId()}`;
  const presetIcon = isPresetIconId(values.thumbnail) ? values.thumbnail : undefined;
  const thumbnailSrc =
    thumbnailUrl ?? (isPresetIconId(values.thumbnail) ? presetIconUrls[values.thumbnail] : undefined);
  const empty = <span className="mh-summary__empty">{t('confirm.empty')}</span>;
  const none = <span className="mh-summary__empty">{t('confirm.none')}</span>;

  const birthday = (): ReactNode => {
    const value = normalizeBirthday(values.birthday);
    if (value === DEFAULT_BIRTHDAY) return empty;
    const [, m, d] = value.split('-').map(Number);
    // The year with its era, as the member may count it: 1950（昭和25）年4月10日.
    const date = lang === 'ja' ? `${dateYearWithJapaneseEra(value)}年${m}月${d}日` : value;
    const display = labelOf(birthdayDisplayOptions, values.birthdayDisplay as never, lang);
    return display ? `${date}（${display}）` : date;
  };
  const interests = (): ReactNode => {
    if (values.interests.length === 0) return none;
    return (
      <ul className="mh-summary__list">
        {interestOptions
          .filter((o) => values.interests.includes(o.id))
          .map((o) => {
            const sub = o.subQuestion;
            const answer = sub ? labelOf(subOptions[sub], values[sub], lang) : undefined;
            return (
              <li key={o.id}>
                {o[lang]}
                {answer ? `（${answer}）` : ''}
              </li>
            );
          })}
      </ul>
    );
  };

  const rows: Record<ProfileFieldName, { label: string; value: ReactNode }> = {
    thumbnail: {
      label: t('thumbnail.label'),
      value: thumbnailSrc ? (
        <img
          className="mh-summary__thumbnail"
          src={thumbnailSrc}
          alt={presetIcon && !thumbnailUrl ? t(`thumbnail.names.${presetIcon}`) : t('thumbnail.label')}
          width={80}
          height={80}
        />
      ) : (
        empty
      ),
    },
    nickname: { label: t('nickname.label'), value: values.nickname || empty },
    interests: { label: t('interests.label'), value: interests() },
    birthday: { label: t('birthday.label'), value: birthday() },
    prefecture: {
      label: t('prefecture.label'),
      value: prefectureById(values.prefecture)?.[lang] ?? empty,
    },
    city: { label: t('city.label'), value: values.city || empty },
    sex: {
      label: t('sex.label'),
      value: values.sex ? (labelOf(sexOptions, values.sex as never, lang) ?? empty) : empty,
    },
    introduction: {
      label: t('introduction.label'),
      value: values.introduction ? <span className="mh-summary__text">{values.introduction}</span> : empty,
    },
    email: { label: t('email.label'), value: email || t('email.notRegistered') },
    socialSkills: {
      label: t('socialSkills.label'),
      value:
        values.socialSkills.length === 0
          ? none
          : socialMediaOptions
              .filter((o) => values.socialSkills.includes(o.id))
              .map((o) => o[lang])
              .join('、'),
    },
  };

  return (
    <section className="mh-profile-confirm" aria-labelledby={headingId}>
      <h2 id={headingId} className="mh-profile-confirm__heading">
        {t('confirm.heading')}
      </h2>
      <dl className="mh-summary">
        {profileFieldOrder[mode].map((name) => (
          <div key={name} className="mh-summary__row">
            <dt className="mh-summary__label">{rows[name].label}</dt>
            <dd className="mh-summary__value">{rows[name].value}</dd>
          </div>
        ))}
        {extraRows?.map((row) => (
          <div key={row.key} className="mh-summary__row">
            <dt className="mh-summary__label">{row.label}</dt>
            <dd className="mh-summary__value">{row.value}</dd>
          </div>
        ))}
      </dl>
      {showPublicNotice && <p className="mh-notice">{t('confirm.notice')}</p>}
      {children}
      <div className="mh-profile-form__actions">
        <Button block onClick={onConfirm} disabled={busy}>
          {t('confirm.register')}
        </Button>
        <Button block variant="secondary" onClick={onBack}>
          {t('confirm.back')}
        </Button>
      </div>
    </section>
  );
}
