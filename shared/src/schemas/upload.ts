import { z } from 'zod';

/**
 * Brand logo uploads (spec 000 section 5). SVG is left out on purpose: it can carry scripts and the
 * logo is served from our origin, so it gets the same "images only" message as any other file.
 */

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const ALLOWED_LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const LOGO_NOT_IMAGE = 'Por favor, selecione apenas arquivos de imagem';
export const LOGO_TOO_LARGE = 'Arquivo muito grande. Máximo 5MB';

export const isAllowedImageMime = (mime: string): boolean =>
  (ALLOWED_LOGO_MIME_TYPES as readonly string[]).includes(
    String(mime ?? '')
      .trim()
      .toLowerCase(),
  );

/** The message to show for a chosen file, or null when it may be uploaded. Works on a browser File. */
export function logoFileError(file: { type: string; size: number }): string | null {
  if (!isAllowedImageMime(file.type)) return LOGO_NOT_IMAGE;
  if (!Number.isFinite(file.size) || file.size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  return null;
}

export const logoFileSchema = z
  .object({ type: z.string({ error: LOGO_NOT_IMAGE }), size: z.number({ error: LOGO_TOO_LARGE }) })
  .superRefine((file, ctx) => {
    const message = logoFileError(file);
    if (message)
      ctx.addIssue({ code: 'custom', message, path: [message === LOGO_NOT_IMAGE ? 'type' : 'size'] });
  });
export type LogoFile = z.infer<typeof logoFileSchema>;
