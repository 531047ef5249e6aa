import type { ModerationChecker, ModerationInput, ModerationReason, ModerationResult } from './moderation';
import { containsNgWord } from './ng-words';

/** Decoded image size accepted by the check (the cropper's 160x160 PNG is far below). */
export const MAX_JUDGE_IMAGE_BYTES = 1024 * 1024;

const SIGNATURES: Array<{ type: string; test: (b: Uint8Array) => boolean }> = [
  { type: 'image/png', test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  {
    type: 'image/webp',
    test: (b) =>
      b[0] === 0x52 &&
      b[1] === 0x49 &&
      b[2] === 0x46 &&
      b[3] === 0x46 &&
      b[8] === 0x57 &&
      b[9] === 0x45 &&
      b[10] === 0x42 &&
      b[11] === 0x50,
  },
];

/** Sniffs the real type of image bytes (undefined when not a known image). */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find((s) => s.test(bytes))?.type;
}

/** The default checker: the Japanese NG-word list and image type/size checks. */
export class DefaultModerationChecker implements ModerationChecker {
  async check(input: ModerationInput): Promise<ModerationResult> {
    const reasons: ModerationReason[] = [];
    for (const field of ['username', 'nickname', 'introduction'] as const) {
      const text = input[field];
      if (text && containsNgWord(text)) reasons.push({ field, code: 'ng_word' });
    }
    if (input.image && input.image.base64.length > 0) {
      const imageType = input.image.imageType.toLowerCase();
      if (!/^image\/[\w.+-]+$/.test(imageType)) reasons.push({ field: 'imageType', code: 'image_type' });
      const base64 = input.image.base64.replace(/\s+/g, '');
      if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) {
        reasons.push({ field: 'thumbnailBase64', code: 'image_data' });
      } else {
        const bytes = Buffer.from(base64, 'base64');
        if (bytes.length > MAX_JUDGE_IMAGE_BYTES)
          reasons.push({ field: 'thumbnailBase64', code: 'image_size' });
        else {
          const sniffed = sniffImageType(bytes);
          if (!sniffed) reasons.push({ field: 'thumbnailBase64', code: 'image_data' });
          else if (
            /^image\//.test(imageType) &&
            sniffed !== imageType &&
            !(sniffed === 'image/jpeg' && imageType === 'image/jpg')
          ) {
            reasons.push({ field: 'imageType', code: 'image_type' });
          }
        }
      }
    }
    return reasons.length === 0 ? { ok: true } : { ok: false, reasons };
  }
}
