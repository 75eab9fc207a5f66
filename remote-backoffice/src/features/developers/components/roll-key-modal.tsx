import { useState } from 'react';
import { messageOf } from '@pagora/shared/client';
import type { ApiKeyView } from '@pagora/shared/contracts';
import { Alert, FormModal } from '@pagora/shared/ui';
import { useRollApiKey } from '../api/keys';

const OVERLAPS = [
  { hours: 0, label: 'Sem sobreposição (a atual para agora)' },
  { hours: 1, label: '1 hora' },
  { hours: 24, label: '24 horas' },
  { hours: 72, label: '3 dias' },
  { hours: 168, label: '7 dias' },
];

/** 'Rolar': a new secret; the current one keeps working for the chosen overlap. */
export function RollKeyModal({
  apiKey,
  onClose,
  onRolled,
}: {
  apiKey: ApiKeyView | null;
  onClose: () => void;
  onRolled: (secret: string) => void;
}) {
  const [overlapHours, setOverlap] = useState(24);
  const [error, setError] = useState<string | null>(null);
  const roll = useRollApiKey();
  const close = () => {
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!apiKey) return;
    roll.mutate(
      { id: apiKey.id, overlapHours },
      {
        onSuccess: (answer) => {
          close();
          onRolled(answer.secret);
        },
        onError: (err) => setError(messageOf(err, 'Erro ao rolar a chave.')),
      },
    );
  };
  return (
    <FormModal
      open={apiKey !== null}
      title={`Rolar chave ${apiKey?.name ?? ''}`}
      onClose={close}
      onSubmit={submit}
      submitLabel="Rolar"
      busyLabel="Rolando..."
      busy={roll.isPending}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p>Um novo segredo será criado com as mesmas permissões. Por quanto tempo o atual continua valendo?</p>
      <label>
        Sobreposição{' '}
        <select value={overlapHours} onChange={(e) => setOverlap(Number(e.target.value))}>
          {OVERLAPS.map((o) => (
            <option key={o.hours} value={o.hours}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    </FormModal>
  );
}
