import { useState } from 'react';
import { messageOf, useSession } from '@pagora/shared/client';
import type { TeamAnswer, TeamMember } from '@pagora/shared/contracts';
import { Button, ConfirmModal, EmptyState, ErrorState, PageHeader, Spinner, notify } from '@pagora/shared/ui';
import { useTeam } from '../api/get-team';
import { useRemoveMember } from '../api/remove-member';
import { useResendInvite } from '../api/resend-invite';
import { InviteModal } from './invite-modal';
import { RoleModal } from './role-modal';
import { TeamTable, type MemberActions } from './team-table';
import { TwoFactorSwitch } from './two-factor-switch';
import styles from './team.module.css';

export const MEMBER_REMOVED = 'Membro removido';
export const INVITE_RESENT = 'Convite reenviado';
export const NOBODY_INVITED = 'Você ainda não convidou ninguém';

function TeamContent({ team, isOwner }: { team: TeamAnswer; isOwner: boolean }) {
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const remove = useRemoveMember();
  const resend = useResendInvite();
  const actions: MemberActions = {
    onRole: setEditing,
    onRemove: setRemoving,
    onResend: (m) =>
      resend.mutate(m.id, {
        onSuccess: () => notify.success(INVITE_RESENT),
        onError: (err) => notify.error(messageOf(err, 'Erro ao reenviar o convite.')),
      }),
    canTouch: (m) => isOwner || m.role !== 'owner',
  };
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        notify.success(MEMBER_REMOVED);
      },
      onError: (err) => notify.error(messageOf(err, 'Erro ao remover o membro.')),
    });
  return (
    <>
      <div className={styles.bar}>
        {isOwner ? <TwoFactorSwitch required={team.twoFactorRequired} /> : <span />}
        <Button onClick={() => setInviting(true)}>Convidar membro</Button>
      </div>
      <TeamTable members={team.members} actions={actions} />
      {team.members.length <= 1 ? (
        <EmptyState
          title={NOBODY_INVITED}
          description="Convide quem trabalha com você: cada pessoa entra com o próprio email e senha, no papel que você escolher."
        />
      ) : null}
      {inviting ? <InviteModal canGrantOwner={isOwner} onClose={() => setInviting(false)} /> : null}
      {editing ? (
        <RoleModal member={editing} canGrantOwner={isOwner} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmModal
        open={removing !== null}
        title="Remover membro"
        message={`${removing?.nome ?? ''} deixará de acessar este negócio e será desconectado agora. Continuar?`}
        confirmLabel="Remover"
        busyLabel="Removendo..."
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

/**
 * 'Equipe' (issue 39, docs/team.md): who acts for this business, in which role; owners and
 * administrators invite, change and remove. The server checks every call again.
 */
export function TeamPage() {
  const isOwner = useSession((s) => (s.user?.team?.role ?? 'owner') === 'owner');
  const team = useTeam();
  return (
    <div className={styles.page}>
      <PageHeader
        title="Equipe"
        subtitle="As pessoas que acessam este negócio e o que cada uma pode fazer."
      />
      {team.isPending ? (
        <Spinner label="Carregando equipe..." centered />
      ) : team.isError ? (
        <ErrorState
          message={messageOf(team.error, 'Erro ao carregar a equipe.')}
          onRetry={() => void team.refetch()}
        />
      ) : (
        <TeamContent team={team.data} isOwner={isOwner} />
      )}
    </div>
  );
}
