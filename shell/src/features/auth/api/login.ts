import { api, loginAnswerSchema, type LoginAnswer } from '@pagora/shared/client';
import type { LoginInput } from '@pagora/shared';

/** POST /api/login */
export async function login(input: LoginInput): Promise<LoginAnswer> {
  const { data } = await api.post<unknown>('/login', input);
  return loginAnswerSchema.parse(data);
}
