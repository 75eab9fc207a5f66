/**
 * The provider's id of a record, for support only (issue 41: 'ID Zoop #…' where a name is known is
 * machinery). Every screen labels it the same way, as the provider's.
 */
export const PROVIDER_ID_LABEL = 'ID na Zoop (suporte)';

/** Folded away under a label that says whose id it is; nothing when there is none. */
export function ProviderIdDetail({ id }: { id: string | null | undefined }) {
  if (!id) return null;
  return (
    <details>
      <summary>{PROVIDER_ID_LABEL}</summary>
      <code>{id}</code>
    </details>
  );
}

/** The same, as a narrow screen's card field: present only when the record has one. */
export const providerIdField = (id: string | null | undefined) =>
  id ? [{ label: PROVIDER_ID_LABEL, value: id }] : [];
