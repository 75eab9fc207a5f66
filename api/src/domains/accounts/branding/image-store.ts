import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Database, Db } from '../../../platform/db/client';
import { S3ObjectStore, type StoredObject } from '../../../platform/object-store/s3';
import { mimeForUpload } from './image-file';

/** A logo ready to store: its file name in `/api/uploads/<name>`, bytes, type and hash. */
export type BrandImage = StoredObject & { name: string; sha256: string };

/**
 * Names a marketplace's logo by its owner and its bytes: the name never changes its bytes, so it
 * is cached for a year, and no two marketplaces share a name, so one removing its logo never
 * removes another's.
 */
export function brandImageOf(marketplaceId: string, image: { bytes: Buffer; ext: string }): BrandImage {
  const named = createHash('sha256').update(`${marketplaceId}\n`).update(image.bytes).digest('hex');
  return {
    name: `${named.slice(0, 32)}.${image.ext}`,
    bytes: image.bytes,
    contentType: mimeForUpload(`${named}.${image.ext}`) ?? 'application/octet-stream',
    sha256: createHash('sha256').update(image.bytes).digest('hex'),
  };
}

/** Where logos are kept, read by every API instance (docs/stateless.md). */
export type BrandImageStore = {
  /** Keeps the image (again: harmless); `db` is the transaction that points the brand at it. */
  put(db: Db, image: BrandImage): Promise<void>;
  /** The image by its name, or null. */
  get(name: string): Promise<StoredObject | null>;
  remove(name: string): Promise<void>;
};

/** PostgreSQL (`brand_images`, migrations/1700): a logo and its brand are written together. */
function databaseImages(database: Database): BrandImageStore {
  return {
    async put(db, image) {
      await db.execute(sql`
        INSERT INTO brand_images (name, content_type, size_bytes, sha256, bytes)
        VALUES (${image.name}, ${image.contentType}, ${image.bytes.length}, ${image.sha256}, ${image.bytes})
        ON CONFLICT (name) DO NOTHING`);
    },
    async get(name) {
      const [row] = await database.query<{ content_type: string; bytes: Uint8Array }>(
        'SELECT content_type, bytes FROM brand_images WHERE name = $1',
        [name],
      );
      return row ? { bytes: Buffer.from(row.bytes), contentType: row.content_type } : null;
    },
    async remove(name) {
      await database.query('DELETE FROM brand_images WHERE name = $1', [name]);
    },
  };
}

/**
 * A bucket (S3_BUCKET): written before the brand's transaction commits, so a failed transaction
 * leaves an unused object behind, never a brand without its logo.
 */
function bucketImages(bucket: S3ObjectStore): BrandImageStore {
  const key = (name: string) => `logos/${name}`;
  return {
    put: (_db, image) => bucket.put(key(image.name), image),
    get: (name) => bucket.get(key(name)),
    remove: (name) => bucket.remove(key(name)),
  };
}

export function createBrandImageStore(config: Pick<Config, 's3'>, database: Database): BrandImageStore {
  return config.s3 ? bucketImages(new S3ObjectStore(config.s3)) : databaseImages(database);
}
