/** The post-judge check of the profile text and image (profile spec §3 "Post-judge payload"). */
export interface ModerationInput {
  username?: string | undefined;
  nickname?: string | undefined;
  introduction?: string | undefined;
  /** Image data only (the data-URL prefix removed) and its MIME type. */
  image?: { base64: string; imageType: string } | undefined;
}

export type ModerationReasonCode = 'ng_word' | 'image_type' | 'image_size' | 'image_data';

export interface ModerationReason {
  field: 'username' | 'nickname' | 'introduction' | 'thumbnailBase64' | 'imageType';
  code: ModerationReasonCode;
}

export type ModerationResult = { ok: true } | { ok: false; reasons: ModerationReason[] };

/** Behind an interface so an external moderation service can replace the word list. */
export interface ModerationChecker {
  check(input: ModerationInput): Promise<ModerationResult>;
}
