import type { ReactNode } from 'react';
import { Button } from './button';
import { PageHeader } from './layout';
import { RefreshButton } from './refresh-button';

export interface ListHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** The list's reload: pass its query's `isFetching` and `refetch`; null hides it (e.g. a role). */
  refresh?: { busy: boolean; onRefresh: () => void; label?: string } | null;
  /** The add button; null for a role that may not create. */
  create?: { label: string; onClick: () => void } | null;
}

/**
 * The head of every list-and-modal screen: title, reload and add, in the kit's order, so each
 * screen says which buttons it offers and nothing about how they are laid out.
 */
export function ListHeader({ title, subtitle, refresh, create }: ListHeaderProps) {
  const actions =
    refresh || create ? (
      <>
        {refresh ? (
          <RefreshButton label={refresh.label} busy={refresh.busy} onClick={refresh.onRefresh} />
        ) : null}
        {create ? <Button onClick={create.onClick}>{create.label}</Button> : null}
      </>
    ) : undefined;
  return <PageHeader title={title} subtitle={subtitle} actions={actions} />;
}
