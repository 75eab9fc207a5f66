import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { homeHrefFor, messageOf, useSession } from '@pagora/shared/client';
import type { Business } from '@pagora/shared/contracts';
import { listBusinesses } from '../api/list-businesses';
import { switchBusiness } from '../api/switch-business';
import { goTo } from './go-to';
import styles from './business-switcher.module.css';

export const SWITCH_FAILED = 'Não foi possível trocar de negócio. Tente novamente.';

/**
 * 'Trocar de negócio' (issue 39): a person in more than one team acts for one business at a time
 * and moves to another without logging out. The new session's answer replaces the stored one and
 * the app reloads at that business's home, so no screen keeps the other business's data.
 */
export function BusinessSwitcher({ compact = false }: { compact?: boolean }) {
  const userId = useSession((s) => s.user?.id);
  const staff = useSession((s) => s.user !== null && s.user.cargo !== 'customer');
  const [businesses, setBusinesses] = useState<Business[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    // Customers belong to no team.
    if (!staff) return;
    listBusinesses()
      .then((list) => live && setBusinesses(list))
      // No list, no switcher: the page works as before.
      .catch(() => live && setBusinesses([]));
    return () => {
      live = false;
    };
  }, [userId, staff]);

  if (businesses.length < 2 || compact) return null;
  const current = businesses.find((b) => b.current);

  const choose = async (membershipId: string | null) => {
    if (busy || membershipId === (current?.membershipId ?? null)) return;
    setBusy(true);
    try {
      const answer = await switchBusiness(membershipId);
      useSession.getState().signIn(answer);
      goTo(homeHrefFor(answer.user));
    } catch (e) {
      toast.error(messageOf(e, SWITCH_FAILED));
      setBusy(false);
    }
  };

  return (
    <label className={styles.switcher}>
      <span className={styles.label}>Negócio</span>
      <select
        className={styles.select}
        value={current?.membershipId ?? ''}
        disabled={busy}
        aria-label="Trocar de negócio"
        onChange={(e) => void choose(e.target.value === '' ? null : e.target.value)}
      >
        {businesses.map((b) => (
          <option key={b.membershipId ?? 'own'} value={b.membershipId ?? ''}>
            {b.businessName} ({b.roleLabel})
          </option>
        ))}
      </select>
    </label>
  );
}
