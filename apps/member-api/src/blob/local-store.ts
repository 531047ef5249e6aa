import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { BUCKET_NAME, FILE_NAME, type BlobStore, type StoredBlob, type UploadTarget } from './blob-store';
import type { UploadSigner } from './upload-signer';
import { newUploadNonce } from './upload-tokens';

/**
 * Files in a local folder: <root>/<bucket>/<filename> plus <filename>.type holding the content
 * type. Upload URLs point at this server's PUT /member/v1/uploads/<bucket>/<file>?token=….
 */
export class LocalBlobStore implements BlobStore {
  readonly kind = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly publicOrigin: string,
    private readonly signer: UploadSigner,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private file(bucket: string, filename: string): string {
    if (!BUCKET_NAME.test(bucket) || !FILE_NAME.test(filename)) throw new Error('invalid blob name');
    return path.join(this.root, bucket, filename);
  }

  async createUploadUrl(input: {
    bucket: string;
    filename: string;
    contentType: string;
    uid: string;
    expiresIn: number;
  }): Promise<UploadTarget> {
    this.file(input.bucket, input.filename);
    const exp = Math.floor(this.now().getTime() / 1000) + input.expiresIn;
    const token = this.signer.sign({
      bucket: input.bucket,
      filename: input.filename,
      exp,
      uid: input.uid,
      nonce: newUploadNonce(),
    });
    const url = `${this.publicOrigin}/member/v1/uploads/${input.bucket}/${input.filename}?token=${token}`;
    return { url, bucket: input.bucket, filename: input.filename, expiresIn: input.expiresIn };
  }

  async put(bucket: string, filename: string, blob: StoredBlob): Promise<void> {
    const file = this.file(bucket, filename);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, blob.data);
    await writeFile(`${file}.type`, blob.contentType);
  }

  async get(bucket: string, filename: string): Promise<StoredBlob | undefined> {
    const file = this.file(bucket, filename);
    try {
      const [data, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
      return { data: new Uint8Array(data), contentType };
    } catch {
      return undefined;
    }
  }

  async delete(bucket: string, filename: string): Promise<void> {
    const file = this.file(bucket, filename);
    await rm(file, { force: true });
    await rm(`${file}.type`, { force: true });
  }
}
