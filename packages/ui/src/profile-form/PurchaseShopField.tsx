import { ONLINE_SHOP_KEY, SHOP_KEY_INPUT_MAX_LENGTH, SHOP_KEY_LOOKUP_MIN_LENGTH } from '@member-hub/enums';
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { describedBy, FieldFrame, fieldIds, useFieldId } from './Field';

/** The shop of device purchase: its key (phone number, or 999999999999 online) and name. */
export interface PurchaseShop {
  shopKey: string;
  shopName: string;
  /**
   * Digits the member typed that are not (yet) a found shop's key, and why: too short, no such
   * shop, the check did not work, or still checking. The key stays empty then; the app tells the
   * member with the field's message instead of dropping what they typed.
   */
  unsaved?: { digits: string; reason: ShopUnsavedReason } | undefined;
}

export type ShopUnsavedReason = 'short' | 'notFound' | 'failed' | 'checking';

/** The answer of a shop lookup; `failed` means the lookup itself did not work (not "no shop"). */
export type ShopLookupResult =
  { kind: 'found'; shopName: string } | { kind: 'notFound' } | { kind: 'failed' };

export interface PurchaseShopFieldProps {
  value: PurchaseShop;
  onChange: (value: PurchaseShop) => void;
  /** Looks the shop up by its key (the app calls the member API; the ui never does). */
  lookup: (shopKey: string) => Promise<ShopLookupResult>;
  /** The rendered validation message, if any. */
  error?: string | undefined;
  /** The bonus-point message under the field (membership variant), if any. */
  bonusMessage?: ReactNode;
  id?: string;
}

type LookupState = 'idle' | 'short' | 'checking' | 'found' | 'notFound' | 'failed';

/**
 * The digits of what the member typed, the way phone numbers are printed: full-width digits become
 * half-width, hyphens, spaces and brackets are dropped (at most 11 digits are kept).
 */
export function shopKeyDigits(text: string): string {
  return text.normalize('NFKC').replace(/\D/g, '').slice(0, SHOP_KEY_INPUT_MAX_LENGTH);
}

/**
 * 購入店舗 (profile §2 "Profile edit", §5 "shop key"): the shop's phone number, digits only,
 * at most 11 (typed with hyphens or full-width digits, it is cleaned, not cut short); the lookup
 * starts at 10 digits and the found shop's name shows at once. A shorter input clears key and
 * name, and says so once the member leaves the field; an unknown number says so. 'Bought online'
 * sets the online key 999999999999. The key is kept only for a shop the lookup found; what else
 * was typed is reported in `unsaved`.
 */
export function PurchaseShopField({
  value,
  onChange,
  lookup,
  error,
  bonusMessage,
  id,
}: PurchaseShopFieldProps) {
  const { t } = useTranslation('profileForm');
  const inputId = useFieldId('shopKey', id);
  const ids = fieldIds(inputId);
  const online = value.shopKey === ONLINE_SHOP_KEY;
  const [text, setText] = useState(online ? '' : value.shopKey);
  const [state, setState] = useState<LookupState>(value.shopName ? 'found' : 'idle');
  const latest = useRef(0);
  // The latest onChange, so that an answer arriving late does not use an old callback.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  async function look(key: string) {
    const ticket = ++latest.current;
    setState('checking');
    changed.current({ shopKey: '', shopName: '', unsaved: { digits: key, reason: 'checking' } });
    const result = await lookup(key);
    if (ticket !== latest.current) return;
    setState(result.kind);
    changed.current(
      result.kind === 'found'
        ? { shopKey: key, shopName: result.shopName }
        : { shopKey: '', shopName: '', unsaved: { digits: key, reason: result.kind } },
    );
  }

  // A stored key without its name (an older record): look the name up once.
  const initialKey = useRef(value.shopName ? '' : value.shopKey);
  // 'Too short' is said once the member leaves the field (not at every digit while typing).
  const [left, setLeft] = useState(false);
  useEffect(() => {
    if (initialKey.current) void look(initialKey.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the key the field opened with
  }, []);

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    const digits = shopKeyDigits(event.target.value);
    setText(digits);
    if (digits.length >= SHOP_KEY_LOOKUP_MIN_LENGTH) {
      void look(digits);
    } else {
      latest.current++;
      // A shorter number is no shop's key: kept as typed and said so (not silently cleared).
      setState(digits ? 'short' : 'idle');
      onChange(
        digits
          ? { shopKey: '', shopName: '', unsaved: { digits, reason: 'short' } }
          : { shopKey: '', shopName: '' },
      );
    }
  }

  function onOnline(event: ChangeEvent<HTMLInputElement>) {
    if (event.target.checked) {
      setText('');
      void look(ONLINE_SHOP_KEY);
    } else {
      latest.current++;
      setState('idle');
      onChange({ shopKey: '', shopName: '' });
    }
  }

  const status =
    state === 'short'
      ? left
        ? t('shop.short', { count: text.length })
        : ''
      : state === 'checking'
        ? t('shop.checking')
        : state === 'found' && value.shopName
          ? t('shop.found', { shopName: value.shopName })
          : state === 'notFound'
            ? t('shop.notFound')
            : state === 'failed'
              ? t('shop.failed')
              : '';

  return (
    <FieldFrame
      id={inputId}
      fieldName="shopKey"
      label={t('shop.label')}
      required={false}
      hint={t('shop.hint')}
      error={error}
    >
      <input
        id={inputId}
        name="shopKey"
        className="mh-input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]*"
        value={text}
        onBlur={() => setLeft(true)}
        disabled={online}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.hint, ids.status, error && ids.error)}
        onChange={onInput}
      />
      <label className="mh-choice mh-shop-field__online">
        <input type="checkbox" className="mh-choice__input" checked={online} onChange={onOnline} />
        <span className="mh-choice__label">{t('shop.online')}</span>
      </label>
      <p
        id={ids.status}
        className={`mh-field__status mh-field__status--${state}`}
        role="status"
        aria-live="polite"
      >
        {status}
      </p>
      {bonusMessage ? <p className="mh-shop-field__bonus">{bonusMessage}</p> : null}
    </FieldFrame>
  );
}
