import { z } from 'zod';

/** The body of every error answer: a pt-BR message, a stable code, and the field at fault. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageAnswerSchema = z.object({ message: z.string() });
