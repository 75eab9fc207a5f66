import type { CouponView } from '@pagora/shared/contracts';
import { Button, DataCard, DataList, StatusBadge, type DataColumn } from '@pagora/shared/ui';
import { couponDiscountLabel, revenueLabel, statusLabel, usesLabel, validityLabel } from './coupon-labels';
import styles from './coupons.module.css';

export type CouponActions = {
  /** Null: the caller reads only (an admin, or a team role without 'sell'). */
  write: null | {
    onEdit: (c: CouponView) => void;
    onToggle: (c: CouponView) => void;
    onRemove: (c: CouponView) => void;
  };
};

const Status = ({ c }: { c: CouponView }) => (
  <StatusBadge tone={c.active ? 'success' : 'neutral'} label={statusLabel(c)} />
);

function RowActions({ c, actions }: { c: CouponView; actions: CouponActions }) {
  if (!actions.write) return null;
  const { onEdit, onToggle, onRemove } = actions.write;
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => onEdit(c)} aria-label={`Editar ${c.code}`}>
        Editar
      </Button>
      <Button
        variant="secondary"
        onClick={() => onToggle(c)}
        aria-label={`${c.active ? 'Desativar' : 'Reativar'} ${c.code}`}
      >
        {c.active ? 'Desativar' : 'Reativar'}
      </Button>
      <Button variant="danger" onClick={() => onRemove(c)} aria-label={`Excluir ${c.code}`}>
        Excluir
      </Button>
    </div>
  );
}

const columns = (actions: CouponActions): DataColumn<CouponView>[] => [
  {
    key: 'codigo',
    header: 'Código',
    render: (c) => (
      <>
        {c.code}
        {c.description ? <span className={styles.muted}>{c.description}</span> : null}
      </>
    ),
  },
  { key: 'desconto', header: 'Desconto', render: couponDiscountLabel },
  { key: 'validade', header: 'Validade', render: validityLabel },
  { key: 'usos', header: 'Usos', render: usesLabel },
  { key: 'receita', header: 'Receita', render: revenueLabel },
  { key: 'status', header: 'Status', render: (c) => <Status c={c} /> },
  ...(actions.write
    ? [{ key: 'acoes', header: 'Ações', render: (c: CouponView) => <RowActions c={c} actions={actions} /> }]
    : []),
];

type ListState = { loading: boolean; error: string | null; onRetry: () => void };

/** The coupons: a table on wide screens, cards on a phone (DataList switches at 1024 px). */
export function CouponTable({
  items,
  state,
  actions,
}: {
  items: CouponView[];
  state: ListState;
  actions: CouponActions;
}) {
  return (
    <DataList
      items={items}
      loading={state.loading}
      loadingText="Carregando cupons"
      error={state.error}
      onRetry={state.onRetry}
      columns={columns(actions)}
      getKey={(c) => c.id}
      caption="Cupons"
      renderCard={(c) => (
        <DataCard
          title={c.code}
          subtitle={`${couponDiscountLabel(c)} · ${validityLabel(c)}`}
          fields={[
            { label: 'Usos', value: usesLabel(c) },
            { label: 'Receita', value: revenueLabel(c) },
            { label: 'Status', value: <Status c={c} /> },
          ]}
          actions={<RowActions c={c} actions={actions} />}
        />
      )}
      empty={{
        title: 'Nenhum cupom cadastrado',
        description: actions.write
          ? 'Crie um cupom e ative "Aceitar cupons de desconto" nos seus links.'
          : undefined,
      }}
    />
  );
}
