import { useState } from 'react';
import { messageOf } from '@pagora/shared/client';
import type { BankAccount } from '@pagora/shared/contracts';
import {
  Button,
  ConfirmModal,
  DataCard,
  DataList,
  StatusBadge,
  notify,
  type DataColumn,
} from '@pagora/shared/ui';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useBankAccounts } from '../api/list-bank-accounts';
import { ACCOUNT_TYPE_LABELS, accountLabel, firstPayoutNotice } from './account-label';
import { AddBankAccountModal } from './add-bank-account-modal';
import { SectionPanel } from './section-panel';
import { SetDefaultModal } from './set-default-modal';
import styles from './payouts.module.css';

export const ACCOUNT_REMOVED = 'Conta bancária removida';

type Actions = {
  canManage: boolean;
  onDefault: (a: BankAccount) => void;
  onRemove: (a: BankAccount) => void;
};

function AccountStatus({ a }: { a: BankAccount }) {
  const notice = firstPayoutNotice(a);
  return (
    <>
      {a.isDefault ? <StatusBadge tone="success" label="Padrão" /> : null}
      {notice ? <span className={styles.muted}>{notice}</span> : null}
    </>
  );
}

function AccountActions({ a, actions }: { a: BankAccount; actions: Actions }) {
  if (!actions.canManage) return null;
  const name = accountLabel(a);
  return (
    <div className={styles.actions}>
      {a.isDefault ? null : (
        <Button variant="secondary" onClick={() => actions.onDefault(a)} aria-label={`Tornar padrão ${name}`}>
          Tornar padrão
        </Button>
      )}
      <Button variant="danger" onClick={() => actions.onRemove(a)} aria-label={`Remover ${name}`}>
        Remover
      </Button>
    </div>
  );
}

const columns = (actions: Actions): DataColumn<BankAccount>[] => [
  { key: 'banco', header: 'Banco', render: (a) => `${a.bankCode} — ${a.bankName}` },
  { key: 'agencia', header: 'Agência', render: (a) => a.routingNumber },
  { key: 'conta', header: 'Conta', render: (a) => `••••${a.accountNumberLast4}` },
  { key: 'tipo', header: 'Tipo', render: (a) => ACCOUNT_TYPE_LABELS[a.type] },
  { key: 'titular', header: 'Titular', render: (a) => `${a.holderName} (${a.taxpayerId})` },
  { key: 'status', header: 'Situação', render: (a) => <AccountStatus a={a} /> },
  ...(actions.canManage
    ? [
        {
          key: 'acoes',
          header: 'Ações',
          render: (a: BankAccount) => <AccountActions a={a} actions={actions} />,
        },
      ]
    : []),
];

/** 'Contas bancárias': where payouts go; a seller adds, removes and picks the default. */
export function BankAccountsPanel({ sellerId, canManage }: { sellerId: string | null; canManage: boolean }) {
  const list = useBankAccounts(sellerId);
  const remove = useDeleteBankAccount();
  const [adding, setAdding] = useState(false);
  const [defaulting, setDefaulting] = useState<BankAccount | null>(null);
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const actions: Actions = { canManage, onDefault: setDefaulting, onRemove: setRemoving };
  const reload = () => void list.refetch();
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        notify.success(ACCOUNT_REMOVED);
      },
      onError: (err) => notify.error(messageOf(err, 'Erro ao remover a conta bancária.')),
    });
  return (
    <SectionPanel
      id="contas-titulo"
      title="Contas bancárias"
      refresh={{ label: 'Recarregar contas', busy: list.isFetching, onClick: reload }}
      actions={canManage ? <Button onClick={() => setAdding(true)}>Adicionar conta</Button> : null}
    >
      <DataList
        items={list.data?.data ?? []}
        loading={list.isPending}
        loadingText="Carregando contas bancárias"
        error={list.isError ? messageOf(list.error, 'Erro ao carregar as contas bancárias.') : null}
        onRetry={reload}
        columns={columns(actions)}
        getKey={(a) => a.id}
        caption="Contas bancárias"
        renderCard={(a) => (
          <DataCard
            title={accountLabel(a)}
            subtitle={`Agência ${a.routingNumber} · ${ACCOUNT_TYPE_LABELS[a.type]}`}
            fields={[
              { label: 'Titular', value: `${a.holderName} (${a.taxpayerId})` },
              { label: 'Situação', value: <AccountStatus a={a} /> },
            ]}
            actions={<AccountActions a={a} actions={actions} />}
          />
        )}
        empty={{
          title: 'Nenhuma conta bancária cadastrada',
          description: canManage ? 'Cadastre a conta que vai receber os seus saques.' : undefined,
        }}
      />
      {adding ? <AddBankAccountModal onClose={() => setAdding(false)} /> : null}
      {defaulting ? <SetDefaultModal account={defaulting} onClose={() => setDefaulting(null)} /> : null}
      <ConfirmModal
        open={removing !== null}
        title="Remover conta bancária"
        message={`A conta ${removing ? accountLabel(removing) : ''} deixará de receber saques. Continuar?`}
        confirmLabel="Remover"
        busyLabel="Removendo..."
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </SectionPanel>
  );
}
