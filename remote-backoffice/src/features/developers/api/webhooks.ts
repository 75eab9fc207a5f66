import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@pagora/shared/client';
import { developerWebhooksContract as c, type RequestOf } from '@pagora/shared/contracts';

const keys = {
  all: ['developer-webhooks'] as const,
  deliveries: (id: string) => ['developer-webhooks', 'deliveries', id] as const,
};

export function useWebhookEndpoints() {
  return useQuery({ queryKey: keys.all, queryFn: ({ signal }) => call(c.list, {}, { signal }) });
}

/** POST /api/developer/webhooks: the signing secret (whsec_…) comes back once. */
export function useCreateWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof c.create>['body']) => call(c.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useRemoveWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(c.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useEnableWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(c.enable, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** 'Rolar segredo': the answer carries the new secret; the old one signs too for the overlap. */
export function useRollSigningSecret() {
  return useMutation({
    mutationFn: ({ id, overlapHours }: { id: string; overlapHours: number }) =>
      call(c.rollSecret, { params: { id }, body: { overlapHours } }),
  });
}

/** The delivery log of one endpoint (null: none open). */
export function useDeliveries(endpointId: string | null) {
  return useQuery({
    queryKey: keys.deliveries(endpointId ?? ''),
    queryFn: endpointId
      ? ({ signal }) =>
          call(c.deliveries, { params: { id: endpointId }, query: { pageSize: 50 } }, { signal })
      : skipToken,
  });
}

/** 'Reenviar', 'Reenviar falhas desde…' and 'Enviar evento de teste': each refreshes the log. */
export function useDeliveryActions(endpointId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: keys.deliveries(endpointId) });
  return {
    retry: useMutation({
      mutationFn: (deliveryId: string) => call(c.retry, { params: { id: deliveryId } }),
      onSuccess: refresh,
    }),
    retryFailed: useMutation({
      mutationFn: (since: string) => call(c.retryFailed, { params: { id: endpointId }, body: { since } }),
      onSuccess: refresh,
    }),
    test: useMutation({
      mutationFn: () => call(c.test, { params: { id: endpointId } }),
      onSuccess: refresh,
    }),
  };
}
