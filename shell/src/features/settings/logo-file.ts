import { IMAGE_SIGNATURE_BYTES, imageSignatureOf } from '@pagora/shared';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_NOT_IMAGE = 'Por favor, selecione apenas arquivos de imagem';
export const LOGO_TOO_LARGE = 'Arquivo muito grande. Máximo 5MB';

/** Why a chosen logo file is refused, or null when it is fine. */
export function logoFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return LOGO_NOT_IMAGE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  return null;
}

/**
 * Whether a picked file's bytes (read as a data URL) are a PNG, JPEG, GIF or WEBP: a text file
 * named '.png' claims 'image/png' and was announced as loaded, with a broken preview (issue 20).
 */
export function isImageDataUrl(dataUrl: string): boolean {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1, dataUrl.indexOf(',') + 1 + 16);
  let head: string;
  try {
    head = atob(base64);
  } catch {
    return false;
  }
  const bytes = Uint8Array.from(head.slice(0, IMAGE_SIGNATURE_BYTES), (c) => c.charCodeAt(0));
  return imageSignatureOf(bytes) !== undefined;
}
