import { Link } from 'react-router-dom';
import { paths, roleOf, useSession } from '@pagora/shared/client';
import { usePlanInUse } from '../api/get-plan-in-use';
import styles from './create-payment-link.module.css';

/**
 * Which plan prices the installments above the interest-free ones (issue 12). A seller's links use
 * its own choice, else its marketplace's default; a marketplace's link for a seller uses that
 * seller's choice, else the marketplace's default, which is the plan named here.
 */
export function PlanNote() {
  const user = useSession((s) => s.user);
  const role = roleOf(user);
  const prices = role === 'seller' || role === 'marketplace';
  const plan = usePlanInUse(prices && user ? String(user.id) : null);
  if (!prices || plan.isPending) return null;

  let text: string;
  if (plan.isError) text = 'As parcelas com juros seguem o plano de juros em uso.';
  else if (role === 'marketplace')
    text = plan.data
      ? `As parcelas com juros usam o plano “${plan.data.nome}” do marketplace, salvo se o vendedor escolheu um plano próprio.`
      : 'As parcelas com juros seguem o plano de juros do vendedor escolhido.';
  else
    text = plan.data
      ? `As parcelas com juros usam o plano “${plan.data.nome}”.`
      : 'As parcelas com juros usam o plano padrão do seu marketplace.';
  return (
    <p className={styles.hint} aria-live="polite">
      {text} <Link to={paths.interestPlans.getHref()}>Ver planos de juros</Link>
    </p>
  );
}
