import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { deployment } from '../../../../shell/deployment';
import { renderHub } from '../../../../test/render';

const links = async () =>
  within(await screen.findByRole('navigation', { name: '関連する規約' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the terms pages', () => {
  it("show the deployment's community terms on the index, link its sub-pages and go back with the header button", async () => {
    const { router } = renderHub('/termsofservice');
    expect(await links()).toEqual([
      ['個人情報の取り扱いについて', '/termsofservice/personalInformation'],
      ['会員規約', '/termsofservice/members'],
      ['ポイント規約', '/termsofservice/point'],
      ['会員サービス一覧', '/termsofservice/services'],
    ]);
    for (const paragraph of deployment.terms.community)
      expect(screen.getByText(paragraph)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/仮の文章/);
    await userEvent.click(screen.getByRole('link', { name: '個人情報の取り扱いについて' }));
    expect(router.state.location.pathname).toBe('/termsofservice/personalInformation');
    expect(await screen.findByRole('heading', { name: '個人情報の取り扱いについて' })).toBeInTheDocument();
    for (const paragraph of deployment.terms.privacy) expect(screen.getByText(paragraph)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/termsofservice');
    await userEvent.click(screen.getByRole('button', { name: '戻る' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/termsofservice'));
  });

  it('link the member terms to the personal-information and membership-service terms', async () => {
    renderHub('/termsofservice/members');
    expect(await links()).toEqual([
      ['個人情報の取り扱いについて', '/termsofservice/personalInformation'],
      ['会員サービス規約', '/termsofservice/membershipService'],
      ['利用規約', '/termsofservice'],
    ]);
    for (const paragraph of deployment.terms.members) expect(screen.getByText(paragraph)).toBeInTheDocument();
  });

  it('link the point terms to the membership-service and member terms', async () => {
    renderHub('/termsofservice/point');
    expect(await links()).toEqual([
      ['会員サービス規約', '/termsofservice/membershipService'],
      ['会員規約', '/termsofservice/members'],
      ['利用規約', '/termsofservice'],
    ]);
    for (const paragraph of deployment.terms.point) expect(screen.getByText(paragraph)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('利用規約');
  });

  it('show the membership-service terms from the deployment', async () => {
    renderHub('/termsofservice/membershipService');
    await waitFor(() =>
      expect(
        within(screen.getByRole('main')).getByRole('heading', { name: '会員サービス規約' }),
      ).toBeInTheDocument(),
    );
    // The header names the document shown, not the community's terms.
    expect(screen.getByRole('banner')).toHaveTextContent('会員サービス規約');
    expect(screen.getByRole('banner')).not.toHaveTextContent('利用規約');
    for (const paragraph of deployment.terms.membershipService)
      expect(screen.getByText(paragraph)).toBeInTheDocument();
  });

  it('show the covered services of the deployment as a list', async () => {
    renderHub('/termsofservice/services');
    const article = (await screen.findByRole('heading', { name: '会員サービス一覧' })).closest('article');
    const items = within(article as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([...deployment.terms.services, '利用規約']);
  });
});
