import type { TeamMember } from '@pagora/shared/contracts';
import { Button, DataCard, DataList, type DataColumn } from '@pagora/shared/ui';
import { MemberStatus, lastSeen, roleText, twoFactorText } from './member-status';
import styles from './team.module.css';

export type MemberActions = {
  onRole: (m: TeamMember) => void;
  onResend: (m: TeamMember) => void;
  onRemove: (m: TeamMember) => void;
  /** An administrator cannot change or remove an owner. */
  canTouch: (m: TeamMember) => boolean;
};

function Actions({ m, actions }: { m: TeamMember; actions: MemberActions }) {
  if (m.titular || !actions.canTouch(m)) return null;
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => actions.onRole(m)} aria-label={`Alterar papel de ${m.nome}`}>
        Alterar papel
      </Button>
      {m.status === 'ativo' ? null : (
        <Button
          variant="secondary"
          onClick={() => actions.onResend(m)}
          aria-label={`Reenviar convite para ${m.nome}`}
        >
          Reenviar convite
        </Button>
      )}
      <Button variant="danger" onClick={() => actions.onRemove(m)} aria-label={`Remover ${m.nome}`}>
        Remover
      </Button>
    </div>
  );
}

const nameOf = (m: TeamMember) => (m.titular ? `${m.nome} (titular)` : m.nome);

const columns = (actions: MemberActions): DataColumn<TeamMember>[] => [
  { key: 'nome', header: 'Nome', render: nameOf },
  { key: 'email', header: 'Email', render: (m) => m.email },
  { key: 'papel', header: 'Papel', render: roleText },
  { key: 'situacao', header: 'Situação', render: (m) => <MemberStatus m={m} /> },
  { key: 'acesso', header: 'Último acesso', render: lastSeen },
  { key: 'duas-etapas', header: 'Verificação em duas etapas', render: twoFactorText },
  { key: 'acoes', header: 'Ações', render: (m) => <Actions m={m} actions={actions} /> },
];

/** The team as a table on wide screens and cards below 1024 px. */
export function TeamTable({ members, actions }: { members: TeamMember[]; actions: MemberActions }) {
  return (
    <DataList
      items={members}
      loading={false}
      error={null}
      columns={columns(actions)}
      getKey={(m) => m.id}
      caption="Membros da equipe"
      renderCard={(m) => (
        <DataCard
          title={nameOf(m)}
          subtitle={m.email}
          fields={[
            { label: 'Papel', value: roleText(m) },
            { label: 'Situação', value: <MemberStatus m={m} /> },
            { label: 'Último acesso', value: lastSeen(m) },
            { label: 'Verificação em duas etapas', value: twoFactorText(m) },
          ]}
          actions={<Actions m={m} actions={actions} />}
        />
      )}
      empty={{ title: 'Nenhum membro' }}
    />
  );
}
