import { useLocation } from 'react-router-dom';

/**
 * What the payer typed in a method's form, per history entry, kept in this tab's memory only
 * (never storage): Back to the method choice and Forward again finds the form as it was left
 * (issue 41); choosing the method again is a new entry and a new form. Callers leave out what
 * must never be kept (a card's number and CVV). A form not opened from the method choice (no
 * entry of its own) keeps nothing.
 */
const drafts = new Map<string, object>();

/** The form's key on this entry, or null when it has no entry of its own. */
export function useDraftKey(form: string): string | null {
  const { key, state } = useLocation();
  return (state as { payMethod?: string } | null)?.payMethod ? `${form}:${key}` : null;
}

export function draftOf<T extends object>(key: string | null): Partial<T> {
  return ((key && drafts.get(key)) ?? {}) as Partial<T>;
}

export function keepDraft(key: string | null, values: object): void {
  if (key) drafts.set(key, values);
}

export function forgetDraft(key: string | null): void {
  if (key) drafts.delete(key);
}
