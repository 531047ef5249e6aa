import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test-utils';
import { DEFAULT_COMPANY_NAME, Footer } from '.';

describe('Footer', () => {
  it('names the operating company with a copyright line (placeholder by default)', () => {
    renderWithI18n(<Footer year={2026} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`運営会社：${DEFAULT_COMPANY_NAME}`);
    expect(footer).toHaveTextContent(`© 2026 ${DEFAULT_COMPANY_NAME}`);
    expect(DEFAULT_COMPANY_NAME).toBe('合同会社〇〇');
  });

  it('uses the company name it is given', () => {
    renderWithI18n(<Footer companyName="合同会社らくらく" year={2026} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 合同会社らくらく');
  });

  it('renders nothing when hidden', () => {
    renderWithI18n(<Footer hidden />);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
