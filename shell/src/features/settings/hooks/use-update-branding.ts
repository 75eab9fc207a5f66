import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { toApiError, useSession } from '@pagora/shared/client';
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
    } catch (e) {
      // A refused file (415, 413, 400) says why in pt-BR; anything else stays the spec's message.
      const error = toApiError(e);
      const refused = error.status !== null && error.status >= 400 && error.status < 500;
      toast.error(refused ? error.message : BRANDING_FAILED);
      return false;
    } finally {
      setSaving(false);
    }
  }, []);
  return { save, saving };
}
