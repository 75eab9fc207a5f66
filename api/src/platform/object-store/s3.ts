import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/object-store';

/** An object as stored: its bytes and the content type it is served with. */
export type StoredObject = { bytes: Buffer; contentType: string };

/**
 * Objects in one bucket of S3-compatible storage, through the AWS SDK. The SDK loads with the
 * first call, so a deployment without S3_BUCKET never loads it.
 */
export class S3ObjectStore {
  private client?: Promise<S3Client>;

  constructor(private readonly config: S3Config) {}

  async put(key: string, object: StoredObject & { sha256: string }): Promise<void> {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    await (
      await this.s3()
    ).send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: object.bytes,
        ContentType: object.contentType,
        ContentLength: object.bytes.length,
        // The service checks the bytes it received against the hash.
        ChecksumSHA256: Buffer.from(object.sha256, 'hex').toString('base64'),
      }),
    );
  }

  /** The object, or null when the bucket has no such key. */
  async get(key: string): Promise<StoredObject | null> {
    const { GetObjectCommand, NoSuchKey } = await import('@aws-sdk/client-s3');
    try {
      const answer = await (
        await this.s3()
      ).send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!answer.Body) return null;
      return {
        bytes: Buffer.from(await answer.Body.transformToByteArray()),
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: unknown }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    await (await this.s3()).send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  private s3(): Promise<S3Client> {
    this.client ??= import('@aws-sdk/client-s3').then(
      ({ S3Client }) =>
        new S3Client({
          region: this.config.region,
          forcePathStyle: this.config.forcePathStyle,
          ...(this.config.endpoint ? { endpoint: this.config.endpoint } : {}),
          ...(this.config.credentials ? { credentials: this.config.credentials } : {}),
        }),
    );
    return this.client;
  }
}
