export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_NOT_IMAGE = 'Por favor, selecione apenas arquivos de imagem';
export const LOGO_TOO_LARGE = 'Arquivo muito grande. Máximo 5MB';

/** Why a chosen logo file is refused, or null when it is fine. */
export function logoFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return LOGO_NOT_IMAGE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  return null;
}
