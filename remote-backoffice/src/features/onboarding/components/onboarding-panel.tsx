import { messageOf } from '@pagora/shared/client';
import type { OnboardingChecklist } from '@pagora/shared/contracts';
import { ErrorState, Spinner, StatusBadge } from '@pagora/shared/ui';
import { useOnboardingChecklist } from '../api/onboarding';
import { DocumentUpload } from './document-upload';
import styles from './onboarding.module.css';

export interface OnboardingPanelProps {
  /** `null`: the caller's own (a seller); an id: the seller its marketplace or the admin reads. */
  sellerId: string | null;
  /** Only the seller itself sends documents and adds its bank account. */
  canAct: boolean;
  /** Where the seller adds its bank account ('Contas bancárias' on 'Recebimentos'). */
  bankAccountsHref: string;
}

const INTRO: Record<'pending' | 'denied', { title: string; text: string }> = {
  pending: {
    title: 'Cadastro em análise',
    text: 'A Zoop analisa o seu cadastro em até 48 horas e só o aprova com os itens abaixo. Enquanto isso, você ainda não recebe pagamentos.',
  },
  denied: {
    title: 'Cadastro recusado',
    text: 'A Zoop recusou o cadastro. Confira os itens abaixo e fale com o seu marketplace.',
  },
};

function Requirement({
  item,
  canAct,
  bankAccountsHref,
}: {
  item: OnboardingChecklist['requirements'][number];
  canAct: boolean;
  bankAccountsHref: string;
}) {
  let action = null;
  if (canAct && item.key === 'conta_bancaria' && !item.done)
    action = <a href={bankAccountsHref}>Adicionar conta bancária</a>;
  else if (canAct && item.key !== 'conta_bancaria')
    action = <DocumentUpload category={item.key} sent={item.done} />;
  return (
    <li className={styles.item}>
      <span className={styles.itemName}>
        {item.label}
        <StatusBadge tone={item.done ? 'success' : 'warning'} label={item.done ? 'Enviado' : 'Pendente'} />
      </span>
      {action}
    </li>
  );
}

/**
 * What the provider still needs to approve a seller (issue 36 item 6). An approved seller has
 * nothing to do here, so the panel is not shown at all.
 */
export function OnboardingPanel({ sellerId, canAct, bankAccountsHref }: OnboardingPanelProps) {
  const checklist = useOnboardingChecklist(sellerId);
  if (checklist.isPending) return <Spinner label="Carregando o cadastro..." />;
  if (checklist.isError)
    return (
      <ErrorState
        message={messageOf(checklist.error, 'Não foi possível carregar o cadastro.')}
        onRetry={() => void checklist.refetch()}
        retryLabel="Recarregar cadastro"
      />
    );
  const data = checklist.data.dados;
  if (data.providerStatus === 'active') return null;
  const intro = INTRO[data.providerStatus];
  return (
    <section className={styles.panel} aria-labelledby="cadastro-titulo">
      <h2 id="cadastro-titulo">{intro.title}</h2>
      <p>{intro.text}</p>
      <ul className={styles.checklist} aria-label="Itens para a aprovação">
        {data.requirements.map((item) => (
          <Requirement key={item.key} item={item} canAct={canAct} bankAccountsHref={bankAccountsHref} />
        ))}
      </ul>
      <p role="status">
        {data.missing.length === 0
          ? 'Tudo enviado. Agora é só aguardar a análise da Zoop.'
          : `Falta: ${data.missing.join(', ')}.`}
      </p>
    </section>
  );
}
