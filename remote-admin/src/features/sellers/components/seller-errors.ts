import { messageOf, toApiError } from '@pagora/shared/client';
import { RemovalNotConfirmed } from '../api/remove-seller';

// The seller screens' failure toasts (spec 001 section 8, "Sellers"), by what went wrong.

/**
 * Adding: the server's own text ('Este ID já está em uso'...), shown by showSaveError; this is its
 * fallback: 'Erro ao adicionar vendedor' when the server refused without one, 'Erro inesperado ao
 * adicionar vendedor' when no answer came at all.
 */
export function addSellerFallback(error: unknown): string {
  return toApiError(error).status === null
    ? 'Erro inesperado ao adicionar vendedor'
    : 'Erro ao adicionar vendedor';
}

/**
 * Removing: 'Erro ao remover vendedor.' when the answer did not confirm it (`dados` not true); the
 * server's text or 'Erro ao remover vendedor' when it refused; 'Erro inesperado' when no answer came.
 */
export function removeSellerError(error: unknown): string {
  if (error instanceof RemovalNotConfirmed) return error.message;
  if (toApiError(error).status === null) return 'Erro inesperado';
  return messageOf(error, 'Erro ao remover vendedor');
}
