import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { demoClient } from '../../../../test/fakes';
import { renderHub } from '../../../../test/render';

describe('/AuthenRegister/Email/Complete', () => {
  it('says the address is verified and goes back to the service with provider=email', async () => {
    renderHub('/AuthenRegister/Email/Complete', {
      client: { ...demoClient, returnUrl: 'http://localhost:5190/callback?x=1' },
    });
    expect(await screen.findByText('メールアドレスの確認が完了しました。')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'サービスに戻る' });
    const url = new URL(back.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:5190/callback');
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('provider')).toBe('email');
  });
});
