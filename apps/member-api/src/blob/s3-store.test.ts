import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';

import { S3BlobStore } from './s3-store';

// No S3 here: only the shape of the presigned PUT URL is checked (signing is local).
describe('S3BlobStore upload URL', () => {
  it('is a presigned PUT for <bucket>/<file> that signs the content type and expires', async () => {
    const client = new S3Client({
      region: 'ap-northeast-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    });
    const store = new S3BlobStore({ bucket: 'member-hub-thumbnails', region: 'ap-northeast-1', client });
    const target = await store.createUploadUrl({
      bucket: 'thumbnails',
      filename: 'abc.png',
      contentType: 'image/png',
      expiresIn: 300,
    });
    const url = new URL(target.url);
    expect(url.hostname).toBe('member-hub-thumbnails.s3.ap-northeast-1.amazonaws.com');
    expect(url.pathname).toBe('/thumbnails/abc.png');
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(target).toMatchObject({ bucket: 'thumbnails', filename: 'abc.png', expiresIn: 300 });
  });
});
