import { type Meta, type StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

import { type PurchaseShop, PurchaseShopField, type ShopLookupResult } from './PurchaseShopField';
import { onPage } from './story-helpers';

/** A fake lookup: 0312345678 is a shop, the online key the online shop, anything else unknown. */
function fakeLookup(shopKey: string): Promise<ShopLookupResult> {
  return new Promise((resolve) =>
    setTimeout(() => {
      if (shopKey === '0312345678') resolve({ kind: 'found', shopName: 'らくらくショップ 渋谷店' });
      else if (shopKey === '999999999999') resolve({ kind: 'found', shopName: 'オンラインショップ' });
      else resolve({ kind: 'notFound' });
    }, 300),
  );
}

function Stateful(props: { initial: PurchaseShop; bonusMessage?: string }) {
  const [value, setValue] = useState(props.initial);
  return (
    <PurchaseShopField
      value={value}
      onChange={setValue}
      lookup={fakeLookup}
      bonusMessage={props.bonusMessage}
    />
  );
}

const meta = {
  title: 'Profile form/PurchaseShopField',
  component: Stateful,
  decorators: [onPage],
  args: {
    initial: { shopKey: '', shopName: '' },
    bonusMessage:
      'メールアドレス・都道府県・市区町村・生年月日・購入店舗を入力すると、それぞれポイントがもらえます。すべて入力するとボーナスポイントもあります。',
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with the bonus-point message (type 0312345678 for a shop, another number for none). */
export const EmptyMembers: Story = { globals: { variant: 'members' } };
/** A member whose shop is known. */
export const FoundMembers: Story = {
  globals: { variant: 'members' },
  args: { initial: { shopKey: '0312345678', shopName: 'らくらくショップ 渋谷店' } },
};
/** Bought online (the key 999999999999). */
export const OnlineMembers: Story = {
  globals: { variant: 'members' },
  args: { initial: { shopKey: '999999999999', shopName: 'オンラインショップ' } },
};
/** All points already got: no bonus message. */
export const NoBonusLeftMembers: Story = { args: { bonusMessage: '' }, globals: { variant: 'members' } };
/** The community colours (the field itself belongs to the membership variant). */
export const CommunityColours: Story = { globals: { variant: 'community' } };
