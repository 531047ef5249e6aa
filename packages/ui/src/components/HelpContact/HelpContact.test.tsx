import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test-utils';
import { HelpContact, telHref } from '.';

describe('HelpContact', () => {
  it('names whom to call and when, as a dialable link, and the contact page', () => {
    renderWithI18n(
      <HelpContact phone="0120-123-456" hours="平日 9時〜17時" page="https://help.example.jp/contact" />,
    );
    const region = screen.getByRole('region', { name: 'お問い合わせ' });
    expect(region).toHaveTextContent('わからないときは お電話ください');
    expect(screen.getByRole('link', { name: '0120-123-456' })).toHaveAttribute('href', 'tel:0120123456');
    expect(region).toHaveTextContent('（平日 9時〜17時）');
    expect(screen.getByRole('link', { name: 'お問い合わせページを開く' })).toHaveAttribute(
      'href',
      'https://help.example.jp/contact',
    );
  });

  it('dials the digits only', () => {
    expect(telHref('03-1234-5678')).toBe('tel:0312345678');
  });
});
