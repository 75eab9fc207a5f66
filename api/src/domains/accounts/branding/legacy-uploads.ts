import { readdir, readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { AppContext } from '../../../platform/context';
import type { StoredObject } from '../../../platform/object-store/s3';
import { mimeForUpload } from './image-file';

/**
 * Logos of releases before issue 42 were files in one instance's DATA_DIR/uploads, with random
 * names that marketplaces still point at. A name the store lacks is served from this instance's
 * disk when there, and every start copies the disk's logos into the store (docs/stateless.md).
 */
const LEGACY_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export async function legacyUpload(uploadsDir: string, name: string): Promise<StoredObject | null> {
  const contentType = LEGACY_NAME.test(name) ? mimeForUpload(name) : undefined;
  if (!contentType) return null;
  const bytes = await readFile(path.join(uploadsDir, name)).catch(() => null);
  return bytes ? { bytes, contentType } : null;
}

/** Copies the disk's logos that the store lacks into it; answers how many it copied. */
export async function importLegacyUploads(ctx: AppContext): Promise<number> {
  const names = await readdir(ctx.uploadsDir).catch(() => [] as string[]);
  let copied = 0;
  for (const name of names) {
    if (!LEGACY_NAME.test(name) || (await ctx.brandImages.get(name))) continue;
    const file = await legacyUpload(ctx.uploadsDir, name);
    if (!file) continue;
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    await ctx.brandImages.put(ctx.db, { name, ...file, sha256 });
    copied += 1;
  }
  return copied;
}
