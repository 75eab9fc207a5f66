import { z } from 'zod';
import { api, brandSettingsSchema, type BrandSettings } from '@pagora/shared/client';

export interface BrandingChange {
  primaryColor: string;
  secondaryColor: string;
  logo: File | null;
  logoMini: File | null;
  removeLogo: boolean;
  removeLogoMini: boolean;
}

const answerSchema = z.object({ message: z.string().optional(), data: brandSettingsSchema });

/** PUT /api/update-branch/:cliente_id (multipart; the path name is the spec's). */
export async function updateBranding(
  clienteId: string | number,
  change: BrandingChange,
): Promise<BrandSettings> {
  const form = new FormData();
  form.append('primaryColor', change.primaryColor);
  form.append('secondaryColor', change.secondaryColor);
  form.append('cliente_id', String(clienteId));
  if (change.logo) form.append('logo', change.logo);
  if (change.logoMini) form.append('logoMini', change.logoMini);
  if (change.removeLogo) form.append('removeLogo', 'true');
  if (change.removeLogoMini) form.append('removeLogoMini', 'true');
  const { data } = await api.put<unknown>(`/update-branch/${encodeURIComponent(String(clienteId))}`, form);
  return answerSchema.parse(data).data;
}
