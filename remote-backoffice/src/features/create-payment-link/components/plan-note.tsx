import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths, roleOf, useSession } from '@pagora/shared/client';
import type { InterestPlanItem } from '@pagora/shared/contracts';
import { getPlanInUse } from '../api/get-plan-in-use';
import styles from './create-payment-link.module.css';

/**
 * Which plan prices the installments above the interest-free ones (issue 12): a seller sees its
 * plan by name with a way to change it; a marketplace's link follows the chosen seller's plan.
 */
export function PlanNote() {
  const user = useSession((s) => s.user);
  const isSeller = roleOf(user) === 'seller';
  const userId = user ? String(user.id) : null;
  const [plan, setPlan] = useState<InterestPlanItem | null | undefined>(undefined);
  useEffect(() => {
    if (!isSeller || !userId) return undefined;
    let live = true;
    getPlanInUse(userId).then(
      (found) => live && setPlan(found),
      () => live && setPlan(null),
    );
    return () => {
      live = false;
    };
  }, [isSeller, userId]);

  if (!isSeller)
    return (
      <p className={styles.hint}>As parcelas com juros seguem o plano de juros do vendedor escolhido.</p>
    );
  if (plan === undefined) return null;
  return (
    <p className={styles.hint} aria-live="polite">
      {plan
        ? `As parcelas com juros usam o plano “${plan.nome}”.`
        : 'As parcelas com juros usam o plano padrão do seu marketplace.'}{' '}
      <Link to={paths.interestPlans.getHref()}>Ver planos de juros</Link>
    </p>
  );
}
