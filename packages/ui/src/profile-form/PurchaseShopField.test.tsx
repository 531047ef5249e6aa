import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithI18n } from '../test-utils';
import { type PurchaseShop, PurchaseShopField, type ShopLookupResult } from './PurchaseShopField';

function Harness({
  lookup,
  onValue,
}: {
  lookup: (k: string) => Promise<ShopLookupResult>;
  onValue: (v: PurchaseShop) => void;
}) {
  const [value, setValue] = useState<PurchaseShop>({ shopKey: '', shopName: '' });
  return (
    <PurchaseShopField
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
      lookup={lookup}
      bonusMessage="ポイントがもらえます"
    />
  );
}

describe('PurchaseShopField', () => {
  it('takes digits only (at most 11), looks up from 10 digits and keeps the key of a found shop', async () => {
    const lookup = vi.fn((key: string) =>
      Promise.resolve<ShopLookupResult>(
        key === '0312345678' ? { kind: 'found', shopName: '渋谷店' } : { kind: 'notFound' },
      ),
    );
    const onValue = vi.fn();
    renderWithI18n(<Harness lookup={lookup} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: /購入店舗/ });
    // The hyphens do not count against the length: the number is typed the way it is printed.
    expect(input).not.toHaveAttribute('maxlength');
    await userEvent.type(input, '03-1234-567');
    expect(input).toHaveValue('031234567');
    expect(lookup).not.toHaveBeenCalled();
    await userEvent.type(input, '8');
    expect(lookup).toHaveBeenCalledWith('0312345678');
    expect(await screen.findByText('店舗名：渋谷店')).toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith({ shopKey: '0312345678', shopName: '渋谷店' });
    expect(screen.getByText('ポイントがもらえます')).toBeInTheDocument();

    // Shorter again: key and name are cleared, the digits reported as unsaved (too short).
    await userEvent.type(input, '{Backspace}');
    expect(onValue).toHaveBeenLastCalledWith({
      shopKey: '',
      shopName: '',
      unsaved: { digits: '031234567', reason: 'short' },
    });
    // Emptied: nothing typed, nothing unsaved.
    await userEvent.clear(input);
    expect(onValue).toHaveBeenLastCalledWith({ shopKey: '', shopName: '' });
  });

  it('reads a number typed with hyphens or full-width digits, 045-123-4567 included', async () => {
    const lookup = vi.fn(() => Promise.resolve<ShopLookupResult>({ kind: 'found', shopName: '横浜店' }));
    const onValue = vi.fn();
    renderWithI18n(<Harness lookup={lookup} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: /購入店舗/ });
    await userEvent.type(input, '045-123-4567');
    expect(input).toHaveValue('0451234567');
    expect(await screen.findByText('店舗名：横浜店')).toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith({ shopKey: '0451234567', shopName: '横浜店' });
    await userEvent.clear(input);
    await userEvent.type(input, '０４５－１２３－４５６７');
    expect(input).toHaveValue('0451234567');
  });

  it('says a number that is too short is too short once the member leaves the field', async () => {
    const onValue = vi.fn();
    renderWithI18n(<Harness lookup={vi.fn()} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: /購入店舗/ });
    await userEvent.type(input, '045-12-34');
    expect(screen.queryByText(/10桁または11桁です/)).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('電話番号は10桁または11桁です（いま7桁）。')).toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith({
      shopKey: '',
      shopName: '',
      unsaved: { digits: '0451234', reason: 'short' },
    });
  });

  it('says so when no shop has the number, and keeps no key', async () => {
    const onValue = vi.fn();
    renderWithI18n(<Harness lookup={() => Promise.resolve({ kind: 'notFound' })} onValue={onValue} />);
    await userEvent.type(screen.getByRole('textbox', { name: /購入店舗/ }), '0399999999');
    expect(
      await screen.findByText('この電話番号の店舗は見つかりませんでした。番号をお確かめください。'),
    ).toBeInTheDocument();
    expect(onValue).toHaveBeenLastCalledWith({
      shopKey: '',
      shopName: '',
      unsaved: { digits: '0399999999', reason: 'notFound' },
    });
  });

  it('bought online: looks up the online key 999999999999 and disables the number', async () => {
    const lookup = vi.fn(() =>
      Promise.resolve<ShopLookupResult>({ kind: 'found', shopName: 'オンラインショップ' }),
    );
    const onValue = vi.fn();
    renderWithI18n(<Harness lookup={lookup} onValue={onValue} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'オンラインで購入した' }));
    expect(lookup).toHaveBeenCalledWith('999999999999');
    await waitFor(() =>
      expect(onValue).toHaveBeenLastCalledWith({ shopKey: '999999999999', shopName: 'オンラインショップ' }),
    );
    expect(screen.getByRole('textbox', { name: /購入店舗/ })).toBeDisabled();
  });
});
