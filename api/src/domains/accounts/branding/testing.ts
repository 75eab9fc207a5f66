import sharp from 'sharp';

/** A small drawn PNG, as a marketplace would upload. */
export const drawnPng = (background = '#0f766e', width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();

/** The brand form (PUT /api/update-branch/:id) with a logo, as a multipart body and its type. */
export async function brandForm(logo: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('primaryColor', fields.primaryColor ?? '#112233');
  form.append('secondaryColor', fields.secondaryColor ?? '#445566');
  for (const [k, v] of Object.entries(fields)) if (!k.endsWith('Color')) form.append(k, v);
  form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}
