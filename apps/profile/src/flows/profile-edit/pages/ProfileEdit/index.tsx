import './profile-edit.css';

import { type MeResponse } from '@member-hub/api-client';
import { useMemberApiClient } from '@member-hub/api-client/react';
import { useLeaveGuard } from '@member-hub/app-kit/leave-guard';
import { useClientVariant } from '@member-hub/app-kit/variant';
import { LinkageName } from '@member-hub/enums';
import {
  Button,
  LinkageErrorBanner,
  LoaderOverlay,
  type PurchaseShop,
  ProfileForm,
  type ProfileFormOutput,
  type ProfileFormValues,
  ProviderLinkageSection,
  type ProviderLinkageItem,
  RegistrationNumberSection,
} from '@member-hub/ui';
import { isEntryQuery } from '@member-hub/validators';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { SignedInAgain, SignInAgain, useKeptPlace } from '../../../../components/SignInAgain';
import { useProfileServices } from '../../../../shell/Providers';
import { RoutePath } from '../../../../route-paths';
import { AVATAR_CHOICE_KEY, readAvatarChoice } from '../../../shared/avatar-choice';
import { PasskeySection } from '../../../shared/passkeys/components/PasskeySection';
import { useProfileEditMember } from '../../hooks/useProfileEditMember';
import {
  applyAvatarChoice,
  cancelAddress,
  clearDraft,
  formValuesOf,
  isSubmitBlocked,
  keepDraft,
  keepFormDraft,
  parseProfileEditQuery,
  type ProfileEditValues,
  providerLinkageView,
  readDraft,
  readRegisterNumPassword,
  type RegisterNumPassword,
  registrationNumberView,
  thumbnailUrlOf,
  withAvatarChoice,
} from '../../profile-edit';
import { linkedScreenPath, type ProfileEditScreen, profileEditScreens } from '../../screens';

/** The shop of device purchase as the edit holds it (membership variant). */
export interface PurchaseShopValue {
  readonly shopKey: string;
  readonly shopName: string;
  /** Digits typed that are no found shop's key (too short, unknown, unchecked), and why. */
  readonly unsaved?: PurchaseShop['unsaved'];
}

/**
 * SLOT for the membership variant's purchase-shop section (built in flows/points by another
 * branch): the route table passes a render function; the edit keeps its value in the draft, shows
 * it on the confirmation and sends `shopKey` with PUT /me.
 */
export type PurchaseShopSlot = (props: {
  readonly me: MeResponse;
  readonly value: PurchaseShopValue;
  readonly onChange: (value: PurchaseShopValue) => void;
  /** The field's message when the form stopped for a number that is no found shop. */
  readonly error?: string | undefined;
}) => ReactNode;

const GOOGLE_PROVIDER_ID = 'google.com';

/**
 * 028_ProfileEdit (community) / 031_MemberProfileEdit (membership), profile spec §2: the member's
 * profile (GET /me?registerNum=1) in the spec's section order — thumbnail, nickname (live check),
 * mail address, provider linkage, registration number, prefecture, city, sex, birthday (change
 * counter), interests, introduction, social skills, and in the membership variant the purchase
 * shop. 確認へ進む keeps the values (stopReload) and opens the confirmation; 'cancel and return
 * to my page' goes to the return address.
 */
export function ProfileEditPage({
  screen,
  purchaseShop,
}: {
  screen: ProfileEditScreen;
  purchaseShop?: PurchaseShopSlot | undefined;
}) {
  const { t } = useTranslation('app');
  const { t: tf } = useTranslation('profileForm');
  const services = useProfileServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The save was refused because another member took the nickname meanwhile (from the confirmation).
  const nicknameTaken = (useLocation().state as { nicknameTaken?: unknown } | null)?.nicknameTaken === true;
  const { client } = useClientVariant();
  const member = useProfileEditMember();
  const api = useMemberApiClient();
  const [revealed, setRevealed] = useState<RegisterNumPassword>({ kind: 'unread' });
  const info = profileEditScreens[screen];
  const editPath = info.variant.profileEditPath;
  const query = parseProfileEditQuery(search);
  const hidden = query.hidden || client?.hidden === '1';
  // Back from signing in again to see the registration password: the form's draft was kept then.
  const kept = useKeptPlace(editPath);
  // A new entry from a service starts from the stored profile: a draft left behind is dropped.
  useState(() => {
    if (isEntryQuery(search) && !kept) clearDraft(services.storage);
    return null;
  });
  // The form's values as the member left them (kept when they go to sign in again).
  const current = useRef<ProfileFormValues | null>(null);
  // Back from /avator: the picker's choice is the form's thumbnail, with or without a kept draft.
  // Read once here; kept in the draft (a reload still shows it) and removed once the member is known.
  const [avatarChoice] = useState(() => readAvatarChoice(services.storage));
  const loaded = member.data;
  // Signed in again to see it: the password is read and shown at once, the section in view.
  const revealAgain = kept?.reveal === true && !!loaded?.rakucomId;
  useEffect(() => {
    if (!revealAgain) return;
    void readRegisterNumPassword(api).then(setRevealed);
    document.querySelector('[data-field="registrationNumber"]')?.scrollIntoView({ block: 'center' });
  }, [revealAgain, api]);
  useEffect(() => {
    if (!avatarChoice || !loaded) return;
    // Idempotent: a refetch of the profile writes the same thumbnail into the same draft.
    applyAvatarChoice(services.storage, loaded.uid, formValuesOf(loaded), avatarChoice);
    services.storage.removeItem(AVATAR_CHOICE_KEY);
  }, [loaded, avatarChoice, services.storage]);
  const [reloads, setReloads] = useState(0);
  const [blocked, setBlocked] = useState(false);
  const [shop, setShopValue] = useState<PurchaseShopValue | null>(null);
  const [shopError, setShopError] = useState<string | undefined>(undefined);
  const setShop = (value: PurchaseShopValue) => {
    setShopValue(value);
    setShopError(undefined);
  };
  // Profile §8: leaving with unsaved changes asks first; not for the edit's own next steps (the
  // confirmation, the avatar picker keep the values), nor after 'cancel' (the member chose to leave).
  const [dirty, setDirty] = useState(false);
  const [leaving, setLeaving] = useState(false);
  useLeaveGuard({
    active: (dirty || shop !== null || avatarChoice !== null) && !leaving,
    message: `${t('profileEdit.leave')}\n${t('profileEdit.leaveNote')}`,
    confirmsLeavingTo: (pathname) => pathname !== info.confirm && pathname !== RoutePath.avatar,
  });

  // The prerendered first paint (src/prerender): large, so that it stays the largest paint.
  if (!member.data) return <LoaderOverlay active large heading={t('profileEdit.loading')} />;
  const me = member.data;
  const initial: ProfileEditValues = withAvatarChoice(
    readDraft(services.storage, me.uid) ?? formValuesOf(me),
    avatarChoice,
  );
  const shopValue: PurchaseShopValue = shop ?? {
    shopKey: initial.shopKey ?? '',
    shopName: initial.shopName ?? '',
  };
  const withShop = (values: ProfileFormValues | ProfileFormOutput): ProfileEditValues =>
    info.variant.asksPurchaseShop
      ? { ...values, shopKey: shopValue.shopKey, shopName: shopValue.shopName }
      : values;

  function submit(values: ProfileFormOutput) {
    if (isSubmitBlocked(me)) {
      // Profile §4: the submit does not proceed and the data is reloaded.
      setBlocked(true);
      void member.refetch().then(() => setReloads((n) => n + 1));
      return;
    }
    // A typed shop number that is no found shop is not dropped on the way to the confirmation:
    // the form stops at the field, which says why (the member corrects it or empties the field).
    const unsaved = info.variant.asksPurchaseShop ? shopValue.unsaved : undefined;
    if (unsaved) {
      setShopError(t(unsaved.reason === 'short' ? 'profileEdit.shopShort' : 'profileEdit.shopUnchecked'));
      // Focusing scrolls the field into view.
      document.querySelector<HTMLInputElement>('input[name="shopKey"]')?.focus();
      return;
    }
    keepDraft(services.storage, me.uid, withShop(values));
    void navigate(info.confirm);
  }

  function chooseThumbnail(values: ProfileFormValues) {
    keepFormDraft(services.storage, me.uid, withShop(values));
    void navigate(
      linkedScreenPath(RoutePath.avatar, screen, {
        selectImageFromDevice: query.selectImageFromDevice ? undefined : 'false',
      }),
    );
  }

  function cancel() {
    flushSync(() => setLeaving(true));
    clearDraft(services.storage);
    const target = cancelAddress(client, services.config.allowedReturnUrlPrefixes, services.memberHost);
    if (target) window.location.assign(target);
    else services.policy.genericError();
  }

  async function checkNickname(nickname: string, signal: AbortSignal) {
    const answer = await services.api.checkNickname({
      query: me.rakucomId ? { nickname, rakucomId: me.rakucomId } : { nickname },
      signal,
    });
    return !answer.exsist;
  }

  const linkage = providerLinkageView(info.variant, hidden);
  const googleLinked = services.identity.currentUser()?.providerIds.includes(GOOGLE_PROVIDER_ID) ?? false;
  const linkageItems: ProviderLinkageItem[] = [
    ...(linkage.google ? [{ provider: 'google' as const, linked: googleLinked }] : []),
    ...(linkage.docomo ? [{ provider: 'docomo' as const, linked: me.daccountEntryUserId !== '' }] : []),
  ];
  const registration = registrationNumberView(me, revealed);
  return (
    <>
      {blocked && (
        <p className="mh-error-summary" role="alert">
          {t('profileEdit.blocked')}
        </p>
      )}
      <ProfileForm
        key={`${me.uid}-${reloads}`}
        onDirtyChange={setDirty}
        onValuesChange={(values) => (current.current = values)}
        mode="edit"
        defaultValues={initial}
        onSubmit={submit}
        checkNickname={checkNickname}
        nicknameTaken={nicknameTaken}
        onChooseThumbnail={chooseThumbnail}
        thumbnailUrl={thumbnailUrlOf(initial.thumbnail, me, services.config.memberApiBase)}
        email={me.email}
        emailChangeLink={
          <Link
            className="mh-button mh-button--secondary"
            to={linkedScreenPath(RoutePath.changeEmail, screen)}
          >
            {t('profileEdit.changeEmail')}
          </Link>
        }
        birthdayChangeCount={me.birthdayChangeCount}
        beforeFields={query.linkageError ? <LinkageErrorBanner provider={query.linkageError} /> : null}
        afterEmail={
          <>
            {linkage.show && (
              <ProviderLinkageSection
                items={linkageItems}
                renderAction={(provider, label) => (
                  <Link
                    className="mh-button mh-button--secondary"
                    to={linkedScreenPath(RoutePath.providerLinkage, screen, {
                      provider: provider === 'google' ? LinkageName.Google : LinkageName.DAccount,
                      hidden: hidden ? '1' : undefined,
                    })}
                  >
                    {label}
                  </Link>
                )}
              />
            )}
            <PasskeySection />
            {registration && (
              <RegistrationNumberSection
                number={registration.number}
                password={registration.password}
                onShow={() => void readRegisterNumPassword(api).then(setRevealed)}
                defaultShown={revealAgain}
                notice={
                  revealed.kind === 'sign-in-again' ? (
                    <SignInAgain
                      reason="registrationNumber"
                      path={editPath}
                      headingLevel={4}
                      keep={() => {
                        keepFormDraft(services.storage, me.uid, withShop(current.current ?? initial));
                        return { reveal: true };
                      }}
                    />
                  ) : revealed.kind === 'failed' ? (
                    <p role="alert">{t('profileEdit.failed')}</p>
                  ) : revealAgain && revealed.kind === 'read' ? (
                    <SignedInAgain />
                  ) : null
                }
                changePassword={
                  <Link
                    className="mh-button mh-button--secondary"
                    to={`${RoutePath.kantanPwdEdit}?${new URLSearchParams({ rakuUid: registration.rakuUid }).toString()}`}
                  >
                    {tf('edit.registrationNumber.change')}
                  </Link>
                }
              />
            )}
          </>
        }
        extraFields={
          info.variant.asksPurchaseShop && purchaseShop
            ? purchaseShop({ me, value: shopValue, onChange: setShop, error: shopError })
            : null
        }
        secondaryAction={
          <Button block variant="secondary" onClick={cancel}>
            {tf('edit.cancel')}
          </Button>
        }
      />
      {/* Leaving is rare and cannot be undone: a quiet text link after the form, not a button. */}
      <p className="mh-profile-edit__unsubscribe">
        <Link to={linkedScreenPath(RoutePath.unsubscribe, screen)}>{t('profileEdit.unsubscribe')}</Link>
      </p>
    </>
  );
}
