import { imageSignatureOf, IMAGE_SIGNATURES } from '@pagora/shared';
import { AppError } from '../../../platform/app-error';

export const NOT_AN_IMAGE = 'Por favor, selecione apenas arquivos de imagem';
export const TOO_LARGE = 'Arquivo muito grande. Máximo 5MB';
export const TOO_MANY_PIXELS = 'Imagem muito grande. Máximo de 40 megapixels.';

/** A 5 MB file can declare a huge canvas: refused from its header, before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Logos are shown small; 1024 px on the longer side is plenty on any screen. */
export const LOGO_MAX_SIDE = 1024;

/** PNG, JPEG, GIF or WEBP by their bytes (IMAGE_SIGNATURES); anything else is refused. */
export function detectImage(bytes: Buffer, field: string): { ext: string; mime: string; format: string } {
  const found = imageSignatureOf(bytes);
  if (!found) throw new AppError(415, 'not_an_image', NOT_AN_IMAGE, { field });
  return found;
}

/**
 * The logo as it is stored: decoded and encoded again as WebP (lossless for PNG and GIF, the
 * formats of drawn logos), at most LOGO_MAX_SIDE pixels a side, without metadata. Only pixels
 * survive, so a polyglot (HTML or script in a text chunk, a comment, EXIF or after the image's
 * end) is never stored; a file that does not decode is refused.
 */
export async function reencodeLogo(bytes: Buffer, field: string): Promise<{ bytes: Buffer; ext: 'webp' }> {
  // sharp loads on the first logo uploaded, not with every process.
  const { default: sharp } = await import('sharp');
  const source = detectImage(bytes, field);
  const notAnImage = (cause?: unknown) => new AppError(415, 'not_an_image', NOT_AN_IMAGE, { field, cause });
  const meta = await sharp(bytes)
    .metadata()
    .catch((e: unknown) => Promise.reject(notAnImage(e)));
  if (meta.format !== source.format) throw notAnImage();
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS)
    throw new AppError(413, 'image_too_large', TOO_MANY_PIXELS, { field });
  try {
    const encoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      // EXIF orientation is applied to the pixels before the metadata is dropped.
      .rotate()
      .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp(source.format === 'png' || source.format === 'gif' ? { lossless: true } : { quality: 90 })
      .toBuffer();
    return { bytes: encoded, ext: 'webp' };
  } catch (e) {
    throw notAnImage(e);
  }
}

export function mimeForUpload(file: string): string | undefined {
  const ext = file.split('.').pop();
  return IMAGE_SIGNATURES.find((s) => s.ext === ext)?.mime;
}
