// The registration profile form never loses work (Android's Back, a reload, on the form and on its
// confirmation; Back from the form goes by the register page), its error summary names each wrong
// field and takes the focus, and the form stays readable (axe, no sideways scrolling) at 360 px and
// at 200 % zoom.
import {
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  mobile360Zoom200,
} from '@member-hub/playwright-config';
import { type Browser, expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { ProfileRegisterPage } from './pages/ProfileRegisterPage';
import { pathPattern, RegisterPage } from './pages/RegisterPage';
import { hubEntryUrl, stackUrls, uniqueEmail } from './stack';
import { expectReadable, forEachView } from './views';

/** From the community service's 新規登録 (profile=input) to the profile form, by mail link. */
async function reachProfileForm(page: Page, label: string): Promise<ProfileRegisterPage> {
  // The leave-page question (beforeunload) is answered 'leave': the work must survive it.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(await hubEntryUrl(page, stackUrls().demoService, 'register', { profile: 'input' }));
  const register = new RegisterPage(page);
  await register.expectChoiceShown();
  await register.chooseEmail();
  await page.goto(await register.requestMailLink(uniqueEmail(label)));
  const profile = new ProfileRegisterPage(page);
  await profile.expectFormShown();
  return profile;
}

const nicknameField = (page: Page) => page.getByRole('textbox', { name: /ニックネーム/ });
const prefectureField = (page: Page) => page.getByRole('combobox', { name: /都道府県/ });
const sexGroup = (page: Page) => page.getByRole('group', { name: /性別/ });

async function typeSome(page: Page, nickname: string) {
  await nicknameField(page).fill(nickname);
  await prefectureField(page).selectOption({ label: '北海道' });
  await sexGroup(page).getByRole('radio', { name: '女性' }).check();
}

async function expectValuesShown(page: Page, nickname: string) {
  await expect(page).toHaveURL(pathPattern(RoutePath.registerProfile), { timeout: 30_000 });
  await expect(nicknameField(page)).toHaveValue(nickname);
  await expect(prefectureField(page)).toHaveValue('1');
  await expect(sexGroup(page).getByRole('radio', { name: '女性' })).toBeChecked();
}

// Android's Back and a reload, on the phone and at 200 % zoom.
forEachView((view) => {
  test('a reload on the profile form shows it again with the typed values; Back leads to the register page, which goes on with them', async ({
    page,
  }) => {
    await reachProfileForm(page, 'form-back');
    const nickname = `bk${Date.now().toString(36).slice(-6)}`;
    await typeSome(page, nickname);

    await page.reload();
    await expectValuesShown(page, nickname);

    // Android's Back, leaving agreed: not the used mail link (it would only reopen the form) but
    // the register page (the register-form exit flag), which offers to go on with the form.
    await page.goBack();
    await expect(page).toHaveURL(pathPattern(RoutePath.register), { timeout: 30_000 });
    await page.getByRole('button', { name: 'プロフィールの登録を続ける' }).click();
    await expectValuesShown(page, nickname);
    await expectReadable(page, view);
  });

  test('a reload and Back on the confirmation keep the registration: the confirmation, then the form, with the values', async ({
    page,
  }) => {
    const profile = await reachProfileForm(page, 'confirm-back');
    const nickname = `cf${Date.now().toString(36).slice(-6)}`;
    await profile.fill({ nickname, prefecture: '北海道', sex: '女性' });
    await expect(page).toHaveURL(pathPattern(RoutePath.registerProfileConfirm), { timeout: 20_000 });

    await page.reload();
    await expect(page).toHaveURL(pathPattern(RoutePath.registerProfileConfirm));
    await expect(page.getByText(nickname, { exact: true })).toBeVisible();
    await expect(page.getByText('北海道', { exact: true })).toBeVisible();

    await page.goBack();
    await expectValuesShown(page, nickname);
    await expectReadable(page, view);
  });
});

test('a failed submit focuses a summary naming each wrong field; each entry moves the focus to its field', async ({
  page,
}) => {
  await reachProfileForm(page, 'summary');
  await page.getByRole('button', { name: '確認へ進む' }).click();

  const summary = page.getByRole('alert').filter({ hasText: '入力内容を確認してください。' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('button')).toHaveText([
    'ニックネーム：ニックネームは必ず入力してください。',
    '都道府県：選択してください。',
    '性別：選択してください。',
  ]);
  await expectNoAxeViolations(page);

  await summary.getByRole('button', { name: '性別：選択してください。' }).click();
  await expect(sexGroup(page).getByRole('radio').first()).toBeFocused();
  await expect(sexGroup(page).getByRole('radio').first()).toBeInViewport();
  await summary.getByRole('button', { name: '都道府県：選択してください。' }).click();
  await expect(prefectureField(page)).toBeFocused();
});

test('the preset pictures have names that say what they show', async ({ page }) => {
  await reachProfileForm(page, 'icon-names');
  await expect(page.getByRole('group', { name: 'プロフィール画像' })).toContainText('人のかたち');
  await page.getByRole('button', { name: 'プロフィール画像を選ぶ' }).click();
  for (const name of ['にこにこ顔', 'ねこ', '太陽', '三日月']) {
    await expect(page.getByRole('radio', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('radio', { name: /^絵/ })).toHaveCount(0);
});

async function zoomedPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    ...mobile360Zoom200,
    baseURL: test.info().project.use.baseURL ?? '',
  });
  return context.newPage();
}

test('at 200 % zoom the form, its 公開範囲 choices and its error summary stay readable', async ({
  browser,
}) => {
  const page = await zoomedPage(browser);
  try {
    expect(page.viewportSize()?.width).toBe(180);
    await reachProfileForm(page, 'zoom');
    await page.getByRole('button', { name: '確認へ進む' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '入力内容を確認してください。' })).toBeFocused();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);

    // The birthday's 公開範囲: each choice inside its frame, its words several characters a line
    // (not 「生／年／月／日／を／表／示」, one per line, as in a narrow frame).
    const display = page.getByRole('group', { name: '公開範囲' });
    await display.scrollIntoViewIfNeeded();
    const frame = await display.boundingBox();
    const labels = display.locator('.mh-choice');
    expect(await labels.count()).toBeGreaterThan(1);
    for (const label of await labels.all()) {
      const box = await label.boundingBox();
      expect(box && frame && box.x >= frame.x && box.x + box.width <= frame.x + frame.width + 0.5).toBe(true);
      const words = label.locator('span');
      const fontSize = await words.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      const width = (await words.boundingBox())?.width ?? 0;
      expect(width, `${await words.textContent()} has room for 3 characters a line`).toBeGreaterThanOrEqual(
        fontSize * 3,
      );
    }
  } finally {
    await page.context().close();
  }
});
