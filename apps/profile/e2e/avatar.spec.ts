// 901_avator on the whole stack: a member signed in through the hub picks a photo from the
// device, frames it in the cropper by touch, mouse and keyboard, and the uploaded result is a
// 160×160 PNG the form shows on return and keeps when saved. Axe at 360 px on each view.
import { createMember, pickDrawnPhoto, uniqueEmail } from '@member-hub/dev-stack/e2e-helpers';
import { expectNoAxeViolations } from '@member-hub/playwright-config';
import { expect, type Page, test } from '@playwright/test';

import { RoutePath } from '../src/route-paths';
import { pngSize } from './helpers';
import { ProfileEditPage } from './pages/ProfileEditPage';
import { signInThroughHub } from './stack';

test('a member uploads a photo, crops it and gets a 160×160 PNG for the form', async ({ page, request }) => {
  const email = uniqueEmail('avatar');
  const { nickname } = await createMember(request, email, 'av');
  await signInThroughHub(page, email, nickname);

  await page.goto(RoutePath.avatar);
  await expect(page).toHaveTitle('プロフィール画像の選択 | らくらくコミュニティ');
  await expect(page.getByRole('heading', { name: '用意された絵から選ぶ' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(14);
  await expectNoAxeViolations(page);

  await pickDrawnPhoto(page);

  await expect(page.getByRole('heading', { name: '表示する範囲を決めてください' })).toBeVisible();
  const decide = page.getByRole('button', { name: 'この範囲で決定' });
  await expect(decide).toBeEnabled();
  await expectNoAxeViolations(page);

  // Large handles: the corner handle is at least 32 px; drag it inwards with the mouse.
  const corner = page.locator('.cropper-point.point-se');
  const box = (await corner.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(32);
  const before = (await page.locator('.cropper-crop-box').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - 40, box.y - 40, { steps: 5 });
  await page.mouse.up();
  const after = (await page.locator('.cropper-crop-box').boundingBox())!;
  expect(after.width).toBeLessThan(before.width);
  // Aspect 1 and at least 100 px.
  expect(Math.abs(after.width - after.height)).toBeLessThan(2);
  expect(after.width).toBeGreaterThanOrEqual(100);

  // Keyboard: arrows move the photo, + zooms; the buttons do the same by touch.
  const area = page.getByRole('application', { name: '画像の切り抜き' });
  await area.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('+');
  await page.getByRole('button', { name: '拡大' }).tap();

  await decide.click();
  await expect(page).toHaveURL(new RegExp(`${RoutePath.profileEdit}$`));

  // Back on the form (no draft was kept: the picker was opened on its own), the thumbnail is the
  // uploaded picture, a 160×160 PNG.
  const edit = new ProfileEditPage(page);
  await edit.expectForm();
  await expectThumbnail(page, 'プロフィール画像', [160, 160]);
  const uploaded = (await thumbnailImage(page).getAttribute('src'))!;
  expect(uploaded).toMatch(/\/uploads\/thumbnails\/[\w-]+\.png$/);
  const stored = await request.get(new URL(uploaded, page.url()).toString());
  expect(stored.headers()['content-type']).toBe('image/png');
  expect(pngSize(await stored.body())).toEqual({ width: 160, height: 160 });
  // A reload keeps the choice (it went into the form's draft).
  await page.reload();
  await edit.expectForm();
  await expectThumbnail(page, 'プロフィール画像', [160, 160]);

  // Back on the picker before saving, the uploaded picture is the current one.
  await page.getByRole('button', { name: 'プロフィール画像を選ぶ' }).click();
  const current = page.getByRole('img', { name: 'アップロードした画像' });
  await expect(current).toBeVisible();
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  expect(await current.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(160);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'キャンセルして戻る' }).click();

  // Confirm and save: the saved profile shows the same picture.
  await edit.expectForm();
  await expectThumbnail(page, 'プロフィール画像', [160, 160]);
  await edit.toConfirm();
  await edit.saveAndComplete();
  await edit.open();
  await expectThumbnail(page, 'プロフィール画像', [160, 160]);
  const saved = (await thumbnailImage(page).getAttribute('src'))!;
  expect(saved.endsWith(uploaded.slice(uploaded.indexOf('/uploads/')))).toBe(true);
});

test('a preset is handed to the form; selectImageFromDevice=false hides the device photo', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('avatar-preset');
  const { nickname } = await createMember(request, email, 'ap');
  await signInThroughHub(page, email, nickname);

  await page.goto(`${RoutePath.avatar}?selectImageFromDevice=false`);
  await expect(page.getByRole('heading', { name: '用意された絵から選ぶ' })).toBeVisible();
  await expect(page.getByLabel('写真を選ぶ')).toHaveCount(0);
  await page.getByRole('radio', { name: '木' }).check();
  await page.getByRole('button', { name: '決定して戻る' }).click();
  await expect(page).toHaveURL(new RegExp(`${RoutePath.profileEdit}$`));
  const edit = new ProfileEditPage(page);
  await edit.expectForm();
  await expectThumbnail(page, '木');
  await edit.toConfirm();
  await edit.saveAndComplete();
  await edit.open();
  await expectThumbnail(page, '木');
});

/** The edit form's thumbnail picture (the name below it says which one it is). */
function thumbnailImage(page: Page) {
  return page.locator('[data-field="thumbnail"] img');
}

/** The form's thumbnail shows `name` (a preset's name, e.g. 木, or プロフィール画像 for an upload) and its picture loaded. */
async function expectThumbnail(page: Page, name: string, size?: [number, number]) {
  const field = page.locator('[data-field="thumbnail"]');
  await expect(field.getByText(name, { exact: true }).last()).toBeVisible();
  const image = thumbnailImage(page);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  if (size) {
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual(
      size,
    );
  }
}
