import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { mailContract as c, type RequestOf } from '@pagora/shared/contracts';

export type SentMailQuery = NonNullable<RequestOf<typeof c.list>['query']>;

/** Every key starts with 'sent-mail': a resend asks the list again. */
const keys = {
  all: ['sent-mail'] as const,
  list: (query: SentMailQuery) => [...keys.all, 'list', query] as const,
  detail: (id: string) => [...keys.all, 'detail', id] as const,
};

/** GET /api/emails: what the caller may see, one page at a time. */
export function useSentMail(query: SentMailQuery) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => call(c.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/emails/:id: the message rendered as its recipient reads it. */
export function useSentMailDetail(id: string | null) {
  return useQuery({
    queryKey: keys.detail(id ?? ''),
    queryFn: id ? ({ signal }) => call(c.detail, { params: { id } }, { signal }) : skipToken,
  });
}

/** POST /api/emails/:id/reenviar: a failed message goes back to the queue. */
export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(c.resend, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
