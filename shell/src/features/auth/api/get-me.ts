import { api, meAnswerSchema, type BrandSettings, type SessionUser } from '@pagora/shared/client';

/** GET /api/me: the current user and brand settings for the stored token. */
export async function getMe(): Promise<{ user: SessionUser; settings: BrandSettings | null }> {
  const { data } = await api.get<unknown>('/me');
  const me = meAnswerSchema.parse(data);
  return { user: me.user, settings: me.settings ?? null };
}
