import { formatDateTime } from '@pagora/shared';
import { messageOf } from '@pagora/shared/client';
import type { AuditEntry } from '@pagora/shared/contracts';
import { DataCard, DataList, type DataColumn } from '@pagora/shared/ui';
import { useFeeHistory } from '../api/get-fee-history';
import styles from './fee-table.module.css';

const ACTIONS: Record<AuditEntry['acao'], string> = {
  criado: 'Vigência cadastrada',
  alterado: 'Vigência substituída',
  removido: 'Vigência removida',
  em_uso: 'Em uso',
};

const FIELDS: Record<string, string> = {
  vigencia: 'Vigência',
  pix: 'PIX',
  boleto: 'Boleto',
  cartao_1x: 'Cartão 1x',
  'cartao_2-6x': 'Cartão 2-6x',
  'cartao_7-12x': 'Cartão 7-12x',
  'cartao_13-21x': 'Cartão 13-21x',
  antecipacao_mes: 'Antecipação ao mês',
  taxa_marketplace: 'Taxa do marketplace',
  recebedor_taxa: 'Recebedor da taxa',
};

const changesText = (e: AuditEntry) =>
  e.mudancas
    .map(
      (m) =>
        `${FIELDS[m.campo] ?? m.campo}: ${m.antes === null ? '—' : String(m.antes)} → ${m.depois === null ? '—' : String(m.depois)}`,
    )
    .join('; ');

const COLUMNS: DataColumn<AuditEntry>[] = [
  { key: 'data', header: 'Data', render: (e) => formatDateTime(e.data) },
  { key: 'autor', header: 'Autor', render: (e) => e.autor.nome },
  { key: 'acao', header: 'Ação', render: (e) => ACTIONS[e.acao] },
  { key: 'mudancas', header: 'Mudanças', render: changesText },
];

/** 'Histórico': who entered or replaced which version, when, and each rate before and after. */
export function FeeHistory({ marketplaceId }: { marketplaceId: string | null }) {
  const history = useFeeHistory(marketplaceId);
  return (
    <section className={styles.panel} aria-labelledby="historico-taxas">
      <h2 id="historico-taxas">Histórico</h2>
      <DataList
        items={history.data ?? []}
        loading={history.isPending}
        loadingText="Carregando histórico"
        error={history.isError ? messageOf(history.error, 'Erro ao carregar o histórico.') : null}
        onRetry={() => void history.refetch()}
        columns={COLUMNS}
        getKey={(e) => String(e.id)}
        caption="Histórico da tabela de taxas"
        renderCard={(e) => (
          <DataCard
            title={ACTIONS[e.acao]}
            subtitle={`${formatDateTime(e.data)} · ${e.autor.nome}`}
            fields={[{ label: 'Mudanças', value: changesText(e) }]}
          />
        )}
        empty={{ title: 'Nenhuma alteração ainda' }}
      />
    </section>
  );
}
