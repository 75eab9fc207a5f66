import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/object-store';
import { AppError } from '../app-error';

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
    )
      .send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: key,
          Body: object.bytes,
          ContentType: object.contentType,
          ContentLength: object.bytes.length,
          // The service checks the bytes it received against the hash.
          ChecksumSHA256: Buffer.from(object.sha256, 'hex').toString('base64'),
        }),
      )
      .catch(unavailable);
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
      return unavailable(err);
    }
  }

  async remove(key: string): Promise<void> {
    const { DeleteObjectCommand } = await import('@aws-sdk/client-s3');
    await (
      await this.s3()
    )
      .send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }))
      .catch(unavailable);
  }

  private s3(): Promise<S3Client> {
    this.client ??= import('@aws-sdk/client-s3').then(
      ({ S3Client }) =>
        new S3Client({
          region: this.config.region,
          forcePathStyle: this.config.forcePathStyle,
          // A bucket that stops answering fails a request (then a 503) instead of holding it open.
          requestHandler: { connectionTimeout: 3_000, requestTimeout: 10_000 },
          ...(this.config.endpoint ? { endpoint: this.config.endpoint } : {}),
          ...(this.config.credentials ? { credentials: this.config.credentials } : {}),
        }),
    );
    return this.client;
  }
}

/** Seconds a caller is told to wait when the bucket does not answer. */
export const STORAGE_RETRY_AFTER_SECONDS = 10;

/**
 * The bucket down, slow or overloaded (no answer, a 5xx, SlowDown) is no bug of ours and no fault of
 * the caller's: a 503 with Retry-After, like a database that is away. An answer in the 4xx range
 * (AccessDenied, a bad bucket name) is a configuration error and stays a 500, logged as a bug.
 */
function unavailable(err: unknown): never {
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (status !== undefined && status < 500) throw err;
  throw new AppError(
    503,
    'storage_unavailable',
    'O armazenamento de imagens está temporariamente indisponível. Tente novamente em instantes.',
    { cause: err, retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS, operational: true },
  );
}
