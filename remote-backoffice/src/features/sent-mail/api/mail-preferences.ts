import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { mailContract as c, type MailPreferences } from '@pagora/shared/contracts';

const key = ['mail-preferences'] as const;

/** GET /api/email-preferences: the seller's (other roles have none; the page asks only for a seller). */
export function useMailPreferences() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => call(c.preferences, {}, { signal }) });
}

/** PUT /api/email-preferences: the server's answer is what the screen shows next. */
export function useSaveMailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MailPreferences) => call(c.updatePreferences, { body }),
    onSuccess: (answer) => client.setQueryData(key, { dados: answer.dados }),
  });
}
