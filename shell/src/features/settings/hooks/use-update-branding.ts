import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { useSession } from '@pagora/shared/client';
import { updateBranding, type BrandingChange } from '../api/update-branding';

export const BRANDING_SAVED = 'Configurações de marca atualizadas com sucesso!';
export const BRANDING_FAILED = 'Erro ao atualizar configurações';

/** Saves the marketplace's brand; the new colours apply at once across the shell and remotes. */
export function useUpdateBranding() {
  const [saving, setSaving] = useState(false);
  const save = useCallback(async (change: BrandingChange): Promise<boolean> => {
    const clienteId = useSession.getState().user?.dataInfo?.id;
    if (clienteId === undefined || clienteId === null) {
      toast.error(BRANDING_FAILED);
      return false;
    }
    setSaving(true);
    try {
      const settings = await updateBranding(clienteId, change);
      useSession.getState().setSettings(settings);
      toast.success(BRANDING_SAVED);
      return true;
    } catch {
      toast.error(BRANDING_FAILED);
      return false;
    } finally {
      setSaving(false);
    }
  }, []);
  return { save, saving };
}
