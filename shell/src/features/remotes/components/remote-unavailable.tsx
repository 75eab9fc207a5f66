import { useState } from 'react';
import { ErrorState, Spinner } from '@pagora/shared/ui/core';

export const REMOTE_UNAVAILABLE_MESSAGE = 'Não foi possível carregar este módulo.';

export function RemoteUnavailable({ onRetry }: { onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  if (retrying) return <Spinner centered label="Carregando..." />;
  const retry = () => {
    setRetrying(true);
    onRetry().finally(() => setRetrying(false));
  };
  return <ErrorState message={REMOTE_UNAVAILABLE_MESSAGE} onRetry={retry} retryLabel="Tentar novamente" />;
}
