import { useState } from 'react';
import { messageOf } from '@pagora/shared/client';
import { ANONYMIZE_CONFIRMATION } from '@pagora/shared/contracts';
import { Alert, FormModal, Input } from '@pagora/shared/ui';
import { anonymizeSubject } from '../api/anonymize-subject';
import type { SubjectQuery } from '../api/query-keys';

const FAILED = 'Não foi possível anonimizar. Nada foi alterado.';

interface Props {
  open: boolean;
  query: SubjectQuery;
  requestId: string | null;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Says what changes and what the law keeps, and asks for ANONIMIZAR typed out before it runs. */
export function AnonymizeDialog({ open, query, requestId, onClose, onDone }: Props) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await anonymizeSubject({
        ...query,
        confirmacao: typed,
        ...(requestId ? { requestId } : {}),
      });
      setTyped('');
      onDone(answer.message);
    } catch (e) {
      setError(messageOf(e, FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormModal
      open={open}
      title="Anonimizar titular"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel="Anonimizar"
      busyLabel="Anonimizando..."
      busy={busy}
      submitDisabled={typed !== ANONYMIZE_CONFIRMATION}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <p>
        Nome, email, telefone e endereço desta pessoa serão substituídos em cadastros, transações, cartões
        salvos, emails enviados e links. O acesso dela como cliente é encerrado. Não é possível desfazer.
      </p>
      <p>
        Ficam guardados valores, datas, status, bandeira e 4 últimos dígitos do cartão e o CPF/CNPJ: são
        registros fiscais que a lei manda manter por 5 anos (Código Tributário Nacional, arts. 173 e 174; Lei
        9.613, art. 10).
      </p>
      <Input
        label={`Digite ${ANONYMIZE_CONFIRMATION} para confirmar`}
        value={typed}
        autoComplete="off"
        onChange={(e) => setTyped(e.target.value)}
      />
    </FormModal>
  );
}
