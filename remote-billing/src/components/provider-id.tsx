/**
 * The provider's id of a record, for support only (issue 41: 'ID Zoop #…' in a list is machinery,
 * not a name). Folded away under a label that says whose id it is; nothing when there is none.
 */
export function ProviderIdDetail({ id }: { id: string }) {
  if (!id) return null;
  return (
    <details>
      <summary>ID na Zoop (suporte)</summary>
      <code>{id}</code>
    </details>
  );
}

/** The same, as a narrow screen's card field: present only when the record has one. */
export const providerIdField = (id: string) => (id ? [{ label: 'ID na Zoop (suporte)', value: id }] : []);
