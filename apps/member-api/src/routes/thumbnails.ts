/**
 * Thumbnail uploads: POST /member/v1/thumbnailUrl?type (contract) hands out a short-lived upload
 * URL; with the local store that URL is PUT /member/v1/uploads/<bucket>/<file>?token=… on this
 * server (not a contract call: the URL is opaque to clients), and GET serves the stored image.
 * POST /member/v1/me/postjudge runs the moderation check for the form; the upload runs the same
 * check on the bytes it stores, and each upload URL stores once, so the image that was judged is
 * the image that is kept.
 */
import { memberApi } from '@member-hub/api-client/contract';

import { BUCKET_NAME, FILE_NAME, MAX_UPLOAD_BYTES, UPLOAD_URL_TTL_SECONDS } from '../blob/blob-store';
import { SpentUploadTokens } from '../blob/upload-tokens';
import { defineRoute, mountRoutes } from '../http/define-route';
import { ApiError } from '../http/errors';
import { THUMBNAIL_BUCKET } from '../members/normalise';
import { ThumbnailNames } from '../members/server-owned';
import { sniffImageType } from '../moderation/default-checker';
import type { ModerationReason } from '../moderation/moderation';

import { defineModule } from './types';

export const thumbnailsModule = defineModule({
  name: 'thumbnails',
  register(app, deps) {
    // The file name proves which member was granted it (members/server-owned.ts).
    const thumbnailNames = new ThumbnailNames(deps.uploadSigner.deriveKey('thumbnail-owner'));
    mountRoutes(app, deps, [
      defineRoute(memberApi.getThumbnailUrl, async ({ user, query, deps: { blobStore } }) => {
        const filename = thumbnailNames.newName(user.uid, query.type === 'jpeg' ? 'jpg' : query.type);
        const target = await blobStore.createUploadUrl({
          bucket: THUMBNAIL_BUCKET,
          filename,
          contentType: `image/${query.type}`,
          uid: user.uid,
          expiresIn: UPLOAD_URL_TTL_SECONDS,
        });
        return {
          url: target.url,
          imageType: query.type,
          bucketname: target.bucket,
          filename: target.filename,
        };
      }),

      defineRoute(memberApi.postjudge, async ({ body, deps: { moderation } }) => {
        const result = await moderation.check({
          username: body.username,
          nickname: body.nickname,
          introduction: body.introduction,
          image: body.thumbnailBase64
            ? { base64: body.thumbnailBase64, imageType: body.imageType }
            : undefined,
        });
        if (!result.ok) throw rejected(result.reasons, 'body');
      }),
    ]);

    if (deps.blobStore.kind !== 'local') return;
    const spentTokens = SpentUploadTokens.create(deps.config.redisUrl, deps.config.rateLimitPrefix);

    app.put('/member/v1/uploads/:bucket/:file', async (c) => {
      const { bucket, file } = c.req.param();
      const grant = deps.uploadSigner.verify(
        c.req.query('token') ?? '',
        Math.floor(deps.now().getTime() / 1000),
      );
      if (!grant) throw new ApiError(401, 'upload.token_invalid', 'The upload URL is invalid or expired.');
      if (
        grant.bucket !== bucket ||
        grant.filename !== file ||
        !BUCKET_NAME.test(bucket) ||
        !FILE_NAME.test(file)
      ) {
        throw new ApiError(403, 'upload.token_mismatch', 'The upload URL is for another file.');
      }
      const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!/^image\/[\w.+-]+$/.test(contentType)) {
        throw new ApiError(
          415,
          'http.unsupported_media_type',
          'The upload must have an image/* content type.',
        );
      }
      const declared = Number(c.req.header('content-length') ?? '0');
      if (declared > MAX_UPLOAD_BYTES)
        throw new ApiError(413, 'http.payload_too_large', 'The image is too large.');
      const data = new Uint8Array(await c.req.arrayBuffer());
      if (data.length > MAX_UPLOAD_BYTES)
        throw new ApiError(413, 'http.payload_too_large', 'The image is too large.');
      if (data.length === 0) throw new ApiError(400, 'validation.failed', 'The upload is empty.');
      const sniffed = sniffImageType(data);
      if (
        !sniffed ||
        (sniffed !== contentType && !(sniffed === 'image/jpeg' && contentType === 'image/jpg'))
      ) {
        throw new ApiError(
          415,
          'http.unsupported_media_type',
          'The bytes are not an image of the declared type.',
        );
      }
      // The moderation check on the bytes that will be served, not on what the form sent.
      const judged = await deps.moderation.check({
        image: { base64: Buffer.from(data).toString('base64'), imageType: sniffed },
      });
      if (!judged.ok) throw rejected(judged.reasons, 'upload');
      // Spent last: a refused attempt leaves the URL usable for a corrected image.
      if (!(await spentTokens.spend(grant.nonce))) {
        throw new ApiError(410, 'upload.token_used', 'This upload URL has already been used.');
      }
      await deps.blobStore.put(bucket, file, { data, contentType: sniffed });
      return c.body(null, 204);
    });

    app.get('/member/v1/uploads/:bucket/:file', async (c) => {
      const { bucket, file } = c.req.param();
      if (!BUCKET_NAME.test(bucket) || !FILE_NAME.test(file))
        throw new ApiError(404, 'http.not_found', 'No such file.');
      const blob = await deps.blobStore.get(bucket, file);
      if (!blob) throw new ApiError(404, 'http.not_found', 'No such file.');
      c.header('content-type', blob.contentType);
      c.header('cache-control', 'public, max-age=86400, immutable');
      // Images may be shown by the member host (another origin in production); the security
      // headers keep a policy the route set (http/middleware.ts).
      c.header('cross-origin-resource-policy', 'cross-origin');
      return c.body(blob.data as Uint8Array<ArrayBuffer>);
    });
    return { close: () => spentTokens.close() };
  },
});

/** 400 postjudge.rejected naming each reason: the form's field, or the upload's bytes. */
function rejected(reasons: readonly ModerationReason[], where: 'body' | 'upload'): ApiError {
  return new ApiError(
    400,
    'postjudge.rejected',
    'The moderation check rejected the profile.',
    reasons.map((r) => ({ path: `${where}.${r.field}`, code: r.code, message: r.code })),
  );
}
