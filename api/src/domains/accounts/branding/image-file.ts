import { AppError } from '../../../platform/app-error';

/**
 * Logos are accepted by their bytes, not their declared type: PNG, JPEG, GIF and WEBP only.
 * SVG is refused because it can carry script, and sanitising it is not worth the risk for a logo.
 */
const SIGNATURES: Array<{ ext: string; mime: string; test: (b: Buffer) => boolean }> = [
  {
    ext: 'png',
    mime: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: 'jpg', mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', mime: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    ext: 'webp',
    mime: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export const NOT_AN_IMAGE = 'Por favor, selecione apenas arquivos de imagem';
export const TOO_LARGE = 'Arquivo muito grande. Máximo 5MB';

export function detectImage(bytes: Buffer, field: string): { ext: string; mime: string } {
  const found = SIGNATURES.find((s) => s.test(bytes));
  if (!found) throw new AppError(415, 'not_an_image', NOT_AN_IMAGE, { field });
  return { ext: found.ext, mime: found.mime };
}

export function mimeForUpload(file: string): string | undefined {
  const ext = file.split('.').pop();
  return SIGNATURES.find((s) => s.ext === ext)?.mime;
}
