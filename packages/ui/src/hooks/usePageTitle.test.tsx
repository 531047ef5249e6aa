import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPageTitle, PAGE_TITLE_SEPARATOR, usePageTitle } from './usePageTitle';

describe('usePageTitle', () => {
  it('sets the screen title, the separator, then the application name', () => {
    const { rerender } = renderHook(({ screen }) => usePageTitle(screen, 'らくらくコミュニティ'), {
      initialProps: { screen: 'プロフィール登録' },
    });
    expect(document.title).toBe(`プロフィール登録${PAGE_TITLE_SEPARATOR}らくらくコミュニティ`);
    rerender({ screen: '編集完了' });
    expect(document.title).toBe('編集完了 | らくらくコミュニティ');
  });

  it('uses the application name alone without a screen title', () => {
    expect(formatPageTitle(undefined, 'App')).toBe('App');
    expect(formatPageTitle('  ', 'App')).toBe('App');
  });
});
