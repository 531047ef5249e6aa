import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test-utils';
import { Footer } from '.';

describe('Footer', () => {
  it('names the operating company it is given, with a copyright line', () => {
    renderWithI18n(<Footer companyName="合同会社らくらく" year={2026} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('運営会社：合同会社らくらく');
    expect(footer).toHaveTextContent('© 2026 合同会社らくらく');
  });

  it('renders nothing when hidden', () => {
    renderWithI18n(<Footer companyName="合同会社らくらく" hidden />);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
