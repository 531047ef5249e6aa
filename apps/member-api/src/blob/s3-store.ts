import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

import type { BlobStore, StoredBlob, UploadTarget } from './blob-store';

export interface S3BlobStoreOptions {
  /** Prefix added to the logical bucket name to form the object key: <bucket>/<filename>. */
  bucket: string;
  region: string;
  /** S3-compatible endpoint (MinIO, R2…); unset for AWS. */
  endpoint?: string | undefined;
  client?: S3Client;
}

/**
 * Objects in one S3 bucket under the key <logical bucket>/<filename>. The browser uploads
 * directly with a presigned PUT URL (content type signed in). Credentials come from the usual
 * AWS environment; nothing here can be tested against a real S3 on this machine.
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly options: S3BlobStoreOptions) {
    this.client =
      options.client ??
      new S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      });
  }

  async createUploadUrl(input: {
    bucket: string;
    filename: string;
    contentType: string;
    expiresIn: number;
  }): Promise<UploadTarget> {
    const command = new PutObjectCommand({
      Bucket: this.options.bucket,
      Key: `${input.bucket}/${input.filename}`,
      ContentType: input.contentType,
    });
    // content-type is signed: the browser must PUT with exactly this type.
    const url = await getSignedUrl(this.client, command, {
      expiresIn: input.expiresIn,
      signableHeaders: new Set(['content-type']),
    });
    return { url, bucket: input.bucket, filename: input.filename, expiresIn: input.expiresIn };
  }

  async put(bucket: string, filename: string, blob: StoredBlob): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: `${bucket}/${filename}`,
        Body: blob.data,
        ContentType: blob.contentType,
      }),
    );
  }

  async get(bucket: string, filename: string): Promise<StoredBlob | undefined> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: `${bucket}/${filename}` }),
      );
      const data = await out.Body?.transformToByteArray();
      return data ? { data, contentType: out.ContentType ?? 'application/octet-stream' } : undefined;
    } catch {
      return undefined;
    }
  }

  async delete(bucket: string, filename: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: `${bucket}/${filename}` }),
    );
  }
}
