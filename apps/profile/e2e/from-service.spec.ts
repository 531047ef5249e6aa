// A member reaches the profile as from a real service: the demo sibling service links its
// signed-in members to the profile screens with the entry a service sends (its return address
// and service id), and the member comes back to the service afterwards. Both services: the
// community (profile edit, e-mail change, leaving) and the members service (its own edit screen,
// the carrier linkage, no Google). At 360 px, axe on the service's page.
import { createMember, stackUrls, uniqueEmail } from '@member-hub/dev-stack/e2e-helpers';
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { signInThroughHub } from './stack';

const urls = stackUrls();
const atService = (origin: string) => new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`);

test('community: from the service to profile edit, saved, and back to the service', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('from-service');
  const { nickname } = await createMember(request, email, 'fs');
  await signInThroughHub(page, email, nickname);
  await expect(page.getByRole('heading', { name: '会員情報' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'プロフィールを編集する' }).click();
  await expect(page).toHaveURL(new RegExp(`${RoutePath.profileEdit}\\?`));
  const city = page.getByRole('textbox', { name: /市区町村/ });
  await city.fill('ふるさと市');
  await page.getByRole('button', { name: '確認へ進む' }).click();
  await expect(page.getByRole('heading', { name: '入力内容の確認' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'この内容で登録する' }).click();
  await expect(page.getByRole('heading', { name: 'プロフィールを登録しました' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'マイページに戻る' }).click();
  await expect(page).toHaveURL(atService(urls.demoService));
  await expect(page.getByRole('heading', { name: `${nickname}さん、ようこそ` })).toBeVisible();

  // The edit shows what was saved, opened again from the service.
  await page.getByRole('link', { name: 'プロフィールを編集する' }).click();
  await expect(page.getByRole('textbox', { name: /市区町村/ })).toHaveValue('ふるさと市');
});

test('community: the e-mail change and leaving, each from the service, leaving ends at the service', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('from-service-leave');
  const { nickname } = await createMember(request, email, 'fl');
  await signInThroughHub(page, email, nickname);

  await page.getByRole('link', { name: 'メールアドレスを変更する' }).click();
  await expect(page).toHaveTitle('メールアドレス編集 | らくらくコミュニティ');
  await expect(page.getByText(email)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(atService(urls.demoService));

  await page.getByRole('link', { name: '退会する' }).click();
  await expect(page.getByRole('heading', { name: '退会する前にご確認ください' })).toBeVisible();
  await page.getByRole('checkbox', { name: '上記の内容を確認し、退会に同意します' }).check();
  await page.getByRole('button', { name: '退会の確認へ進む' }).click();
  await page.getByRole('button', { name: '退会する' }).click();
  await expect(page.getByRole('heading', { name: '退会の手続きが完了しました' })).toBeVisible({
    timeout: 30_000,
  });
  // The service's top page (the deployment's site address of the community: the same demo
  // service, by its IP address), signed out.
  await page.getByRole('link', { name: 'サービスのトップページへ' }).click();
  await expect(page.getByRole('link', { name: '新規登録' })).toBeVisible();
  expect(new URL(page.url()).port).toBe(new URL(urls.demoService).port);
});

test('members service: its own edit screen and the carrier linkage, no Google', async ({ page, request }) => {
  const email = uniqueEmail('from-members');
  const { nickname } = await createMember(request, email, 'fm');
  await signInThroughHub(page, email, nickname, urls.demoMembersService);
  await expect(page.getByRole('link', { name: /Google/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'プロフィールを編集する' }).click();
  await expect(page).toHaveURL(new RegExp(`${RoutePath.memberProfileEdit}\\?`));
  await expect(page.getByRole('textbox', { name: /ニックネーム/ })).toHaveValue(nickname);
  await page.goBack();

  await page.getByRole('link', { name: 'dアカウントと連携する' }).click();
  await expect(page.getByRole('heading', { name: 'dアカウントの連携' })).toBeVisible({ timeout: 30_000 });
});
