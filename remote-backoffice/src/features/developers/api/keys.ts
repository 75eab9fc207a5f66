import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { developerKeysContract as c, type RequestOf } from '@pagora/shared/contracts';

const keys = { all: ['developer-keys'] as const };

/** GET /api/developer/keys: name, prefix, scopes, created, last used (admin: every tenant's). */
export function useApiKeys() {
  return useQuery({ queryKey: keys.all, queryFn: ({ signal }) => call(c.list, {}, { signal }) });
}

/** POST /api/developer/keys: the answer carries the secret, shown once. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof c.create>['body']) => call(c.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(c.revoke, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** 'Rolar': a new secret; the old one keeps working for the chosen overlap. */
export function useRollApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, overlapHours }: { id: string; overlapHours: number }) =>
      call(c.roll, { params: { id }, body: { overlapHours } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
