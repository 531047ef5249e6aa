import { describe, expect, it } from 'vitest';
import { createI18n, uiResources } from '.';

function leafKeys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : leafKeys(child as object, `${prefix}${key}.`),
  );
}

describe('createI18n', () => {
  it('starts in Japanese with the shell texts', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('ja');
    expect(i18n.t('shell:timeout.title')).toBe('タイムアウトエラー');
    expect(i18n.t('back')).toBe('戻る');
  });

  it('gives independent instances', async () => {
    const a = createI18n();
    const b = createI18n();
    await a.changeLanguage('en');
    expect(a.t('shell:timeout.close')).toBe('Close');
    expect(b.t('shell:timeout.close')).toBe('閉じる');
  });

  it('merges an app namespace', () => {
    const i18n = createI18n({ resources: { ja: { profile: { title: 'プロフィール登録' } } } });
    expect(i18n.t('profile:title' as never)).toBe('プロフィール登録');
    expect(i18n.t('shell:header.back')).toBe('戻る');
  });

  it('has the same keys in English as in Japanese', () => {
    expect(leafKeys(uiResources.en).sort()).toEqual(leafKeys(uiResources.ja).sort());
  });
});
