import { z } from 'zod';

/** An empty variable (`S3_BUCKET=` in a compose file) is unset, not an error. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/**
 * S3-compatible object storage for the logos (docs/stateless.md); without S3_BUCKET they are kept
 * in PostgreSQL. Spread into the environment's schema (env.ts).
 */
export const S3_ENV = {
  S3_BUCKET: optionalText,
  /** Unset: AWS itself; set for a MinIO-like service (`http://minio:9000`). */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** `true` for services that serve buckets as a path (`endpoint/bucket/key`), as MinIO does. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
};

type S3Env = z.infer<z.ZodObject<typeof S3_ENV>>;

export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  /** Unset: the SDK's own chain (an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
};

/**
 * The object storage, or null for PostgreSQL. A half-configured one refuses to start, naming what
 * is missing: logos written to the database by one instance and to a bucket by another would
 * each be missing on the other.
 */
export function s3ConfigOf(e: S3Env): S3Config | null {
  const missing: string[] = [];
  const others = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (n) => e[n] !== undefined,
  );
  if (!e.S3_BUCKET) {
    if (others.length > 0) missing.push(`S3_BUCKET: required when ${others.join(', ')} is set`);
  } else {
    if (!e.S3_REGION) missing.push('S3_REGION: required when S3_BUCKET is set');
    if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY)
      missing.push('S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set');
    if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID)
      missing.push('S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set');
  }
  if (missing.length > 0)
    throw new Error(`Invalid configuration:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
  if (!e.S3_BUCKET || !e.S3_REGION) return null;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
    ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } }
      : {}),
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  };
}
