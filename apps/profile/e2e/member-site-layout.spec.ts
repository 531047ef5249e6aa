// The member-site layout on the whole stack (profile spec §2 "Application shell"): an entry whose
// `referer` is a page of the member site (the deployment's `memberSite.referrerOrigins`; on the
// test stack the demo members service) gets the member-site header, and the member profile edit
// (031, `hideFooterOnMemberSite`) shows no footer; the same entry without it shows the footer.
import { stackUrls } from '@member-hub/dev-stack/e2e-helpers';
import { expect, type Page, test } from '@playwright/test';

import { ProfileEditPage } from './pages/ProfileEditPage';
import { signedInMember } from './stack';

const MEMBER_SITE_HEADER = 'mh-header--member-site';

async function expectLayout(page: Page, memberSite: boolean, footer: boolean) {
  const header = page.getByRole('banner');
  if (memberSite) await expect(header).toHaveClass(new RegExp(MEMBER_SITE_HEADER));
  else await expect(header).not.toHaveClass(new RegExp(MEMBER_SITE_HEADER));
  await expect(page.getByRole('contentinfo')).toHaveCount(footer ? 1 : 0);
}

test('from the member site the profile edit has the member-site header and no footer; from elsewhere, the footer', async ({
  page,
}) => {
  await signedInMember(page, 'msl');
  const edit = new ProfileEditPage(page, 'members');

  await edit.open({ referer: `${stackUrls().demoMembersService}/mypage` });
  await expectLayout(page, true, false);
  await edit.axe();

  // The same entry without the referrer: the plain header and the footer with the company.
  await edit.open();
  await expectLayout(page, false, true);
  await expect(page.getByRole('contentinfo')).toContainText('合同会社ローカル開発');
});

test('a referrer that only names the member site in its address is not the member site', async ({ page }) => {
  await signedInMember(page, 'msl-look');
  const edit = new ProfileEditPage(page, 'members');

  const memberSite = stackUrls().demoMembersService;
  await edit.open({ referer: `http://evil.localhost:1/?from=${encodeURIComponent(memberSite)}` });
  await expectLayout(page, false, true);
});
