import { describe, expect, it } from 'vitest';

import { UploadSigner } from './upload-signer';

describe('UploadSigner', () => {
  const grant = { bucket: 'thumbnails', filename: 'a.png', exp: 1_000, uid: 'u1', nonce: 'n1' };

  it('accepts its own token until it expires', () => {
    const signer = new UploadSigner('k');
    const token = signer.sign(grant);
    expect(signer.verify(token, 999)).toEqual(grant);
    expect(signer.verify(token, 1_001)).toBeUndefined();
  });

  it('refuses a token signed with another key or with a changed payload', () => {
    const token = new UploadSigner('k').sign(grant);
    expect(new UploadSigner('other').verify(token, 0)).toBeUndefined();
    const [, mac] = token.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ ...grant, filename: 'b.png' })).toString('base64url')}.${mac}`;
    expect(new UploadSigner('k').verify(tampered, 0)).toBeUndefined();
    expect(new UploadSigner('k').verify('garbage', 0)).toBeUndefined();
  });
});
