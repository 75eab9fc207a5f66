/**
 * A seller's id at the provider, for support only (issue 41: 'ID Zoop #…' in the list is machinery,
 * not a name). Folded under a label that says whose id it is; nothing when there is none.
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
