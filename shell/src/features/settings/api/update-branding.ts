import { call, accountsContract } from '@pagora/shared/client';
import type { BrandSettings } from '@pagora/shared/contracts';

export interface BrandingChange {
  primaryColor: string;
  secondaryColor: string;
  logo: File | null;
  logoMini: File | null;
  removeLogo: boolean;
  removeLogoMini: boolean;
}

/** PUT /api/update-branch/:cliente_id (multipart; the path name is the spec's). */
export async function updateBranding(clienteId: string, change: BrandingChange): Promise<BrandSettings> {
  const form = new FormData();
  form.append('primaryColor', change.primaryColor);
  form.append('secondaryColor', change.secondaryColor);
  form.append('cliente_id', clienteId);
  if (change.logo) form.append('logo', change.logo);
  if (change.logoMini) form.append('logoMini', change.logoMini);
  if (change.removeLogo) form.append('removeLogo', 'true');
  if (change.removeLogoMini) form.append('removeLogoMini', 'true');
  const { data } = await call(accountsContract.updateBrand, {
    params: { cliente_id: clienteId },
    body: form,
  });
  return data;
}
