import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithI18n } from '../test-utils';
import { ImageCropper } from './ImageCropper';

// jsdom loads no images, so Cropper.js never gets ready here: the cropping itself is tested in
// the profile app's e2e (apps/profile/e2e/avatar.spec.ts, the stored image is 160×160).
describe('ImageCropper', () => {
  it('shows the picture with its keyboard area, move and zoom buttons; deciding waits for the picture', async () => {
    const onCancel = vi.fn();
    renderWithI18n(<ImageCropper src="blob:photo" onCrop={() => {}} onCancel={onCancel} />);
    expect(screen.getAllByRole('img', { name: '選んだ写真' })[0]).toHaveAttribute('src', 'blob:photo');
    expect(screen.getByRole('application', { name: '画像の切り抜き' })).toHaveAttribute('tabindex', '0');
    for (const name of ['拡大', '縮小', '上へ', '下へ', '左へ', '右へ', 'この範囲で決定']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    await userEvent.click(screen.getByRole('button', { name: '写真を選び直す' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
