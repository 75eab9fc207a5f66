import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { messageOf, useSession } from '@pagora/shared/client';
import type { ProfileInput } from '@pagora/shared';
import { updateProfile } from '../api/update-profile';

export const PROFILE_SAVED = 'Perfil atualizado com sucesso!';
export const PROFILE_FAILED = 'Erro ao atualizar perfil. Tente novamente.';

export function useUpdateProfile() {
  const [saving, setSaving] = useState(false);
  const save = useCallback(async (input: ProfileInput): Promise<boolean> => {
    const user = useSession.getState().user;
    if (!user) return false;
    setSaving(true);
    try {
      // The current password goes whenever it is typed: a new e-mail needs it as a new password does.
      // A team member edits its own login (the person), never the business it acts for.
      const updated = await updateProfile(user.team?.actor.id ?? user.id, {
        nome: input.nome,
        email: input.email,
        ...(input.senhaAtual ? { senhaAtual: input.senhaAtual } : {}),
        ...(input.novaSenha ? { novaSenha: input.novaSenha } : {}),
      });
      useSession.getState().setUser({ ...user, ...updated });
      toast.success(PROFILE_SAVED);
      return true;
    } catch (e) {
      toast.error(messageOf(e, PROFILE_FAILED));
      return false;
    } finally {
      setSaving(false);
    }
  }, []);
  return { save, saving };
}
