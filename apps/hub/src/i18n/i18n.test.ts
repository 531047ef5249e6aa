import { describe, expect, it } from 'vitest';

import { createHubI18n } from './all-texts';
import { createHubEntryI18n, loadHubTexts, switchHubLanguage } from './index';
import { hubEn } from './locales/en';
import { hubJa } from './locales/ja';

function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    leaves(v, prefix ? `${prefix}.${k}` : k),
  );
}

describe('hub i18n', () => {
  it('has an English text for every Japanese key', () => {
    expect(leaves(hubEn).sort()).toEqual(leaves(hubJa).sort());
  });

  it('renders the spec texts in Japanese by default', () => {
    const i18n = createHubI18n();
    expect(i18n.t('app:title.sendMailComplete')).toBe('ログインメール送信完了');
    expect(i18n.t('app:alert.loginRetry')).toBe(
      '処理に失敗しました。恐れ入りますがもう一度はじめからお試しください。',
    );
  });

  it('loads the English texts of the hub and of the ui package when switched to English, and back', async () => {
    const i18n = createHubI18n();
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    await switchHubLanguage(i18n, 'en');
    expect(i18n.t('common:close')).toBe('Close');
    expect(i18n.language).toBe('en');
    expect(i18n.t('app:title.sendMailComplete')).toBe(hubEn.app.title.sendMailComplete);
    expect(i18n.t('login:select.google')).toBe('Log in with Google');
    await switchHubLanguage(i18n, 'ja');
    expect(i18n.t('login:select.google')).toBe('Googleでログイン');
    expect(i18n.t('common:close')).toBe('閉じる');
  });

  it('starts the browser with the login screen and the frame only, and adds the other screens on demand', async () => {
    const i18n = createHubEntryI18n();
    expect(i18n.t('login:select.google')).toBe('Googleでログイン');
    expect(i18n.t('common:close')).toBe('閉じる');
    expect(i18n.t('app:title.sendMailComplete')).toBe('ログインメール送信完了');
    for (const ns of ['register', 'migration', 'kantan', 'profileForm']) {
      expect(i18n.hasResourceBundle('ja', ns)).toBe(false);
    }
    await loadHubTexts(i18n);
    const all = createHubI18n();
    for (const ns of ['register', 'migration', 'kantan', 'profileForm']) {
      expect(i18n.getResourceBundle('ja', ns)).toEqual(all.getResourceBundle('ja', ns));
    }
    expect(i18n.t('register:choice.email')).toBe('メールアドレスで登録');
  });
});
