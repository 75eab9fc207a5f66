import { Button } from './button';

export interface RefreshButtonProps {
  onClick: () => void;
  /** While true the button is disabled and reads `busyLabel`; pass the query's `isFetching`. */
  busy?: boolean;
  /** Default 'Recarregar Dados'; some screens say 'Recarregar' or 'Atualizar'. */
  label?: string;
  busyLabel?: string;
}

/** The reload button of the list and dashboard headers. */
export function RefreshButton({
  onClick,
  busy = false,
  label = 'Recarregar Dados',
  busyLabel = 'Atualizando',
}: RefreshButtonProps) {
  return (
    <Button variant="secondary" onClick={onClick} loading={busy} loadingText={busyLabel}>
      {label}
    </Button>
  );
}
