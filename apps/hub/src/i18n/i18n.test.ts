import { describe, expect, it } from 'vitest';

import { createHubI18n, hubResources } from './index';

function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    leaves(v, prefix ? `${prefix}.${k}` : k),
  );
}

describe('hub i18n', () => {
  it('has an English text for every Japanese key', () => {
    expect(leaves(hubResources.en).sort()).toEqual(leaves(hubResources.ja).sort());
  });

  it('renders the spec texts in Japanese by default', () => {
    const i18n = createHubI18n();
    expect(i18n.t('app:title.sendMailComplete')).toBe('ログインメール送信完了');
    expect(i18n.t('app:alert.loginRetry')).toBe(
      '処理に失敗しました。恐れ入りますがもう一度はじめからお試しください。',
    );
  });
});
