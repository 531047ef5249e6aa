import { describe, expect, it } from 'vitest';

import { createProfileI18n, switchProfileLanguage } from './index';
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

  it('renders Japanese by default and English once switched to it (loaded on demand)', async () => {
    const i18n = createProfileI18n();
    expect(i18n.t('app:title.profileEdit')).toBe('プロフィール編集');
    // The profile form's labels are there from the start (every screen shows the form or its pieces).
    expect(i18n.hasResourceBundle('ja', 'profileForm')).toBe(true);
    expect(i18n.t('profileForm:nickname.label')).not.toBe('nickname.label');
    expect(i18n.hasResourceBundle('en', 'app')).toBe(false);
    await switchProfileLanguage(i18n, 'en');
    expect(i18n.t('app:title.profileEdit')).toBe('Edit profile');
    // The ui package's English comes with it.
    expect(i18n.hasResourceBundle('en', 'shell')).toBe(true);
  });
});
