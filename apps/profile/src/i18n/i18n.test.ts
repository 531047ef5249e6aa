import { describe, expect, it } from 'vitest';

import { createProfileI18n } from './index';
import { profileEn } from './locales/en';
import { profileJa } from './locales/ja';

function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    leaves(v, prefix ? `${prefix}.${k}` : k),
  );
}

describe('profile i18n', () => {
  it('has an English text for every Japanese key', () => {
    expect(leaves(profileEn).sort()).toEqual(leaves(profileJa).sort());
  });

  it('renders Japanese by default and English when asked', () => {
    expect(createProfileI18n().t('app:title.profileEdit')).toBe('プロフィール編集');
    expect(createProfileI18n('en').t('app:title.profileEdit')).toBe('Edit profile');
  });
});
