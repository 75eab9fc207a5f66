import { z } from 'zod';
import { api, sessionUserSchema, type SessionUser } from '@pagora/shared/client';

export interface UpdateProfileBody {
  nome: string;
  email: string;
  senhaAtual?: string;
  novaSenha?: string;
}

const answerSchema = z.object({ message: z.string().optional(), user: sessionUserSchema });

/** PUT /api/update-profile/:userId */
export async function updateProfile(userId: string | number, body: UpdateProfileBody): Promise<SessionUser> {
  const { data } = await api.put<unknown>(`/update-profile/${encodeURIComponent(String(userId))}`, body);
  return answerSchema.parse(data).user;
}
