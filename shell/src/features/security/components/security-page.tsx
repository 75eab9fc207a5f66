import type { ReactNode } from 'react';
import { Card, PageHeader } from '@pagora/shared/ui/core';
import { OpenSessionsCard } from './open-sessions-card';
import styles from './security.module.css';

/**
 * 'Segurança' (issue 39): the person's two-step sign-in and its open sessions. The two-step
 * section is features/two-factor's, handed in by the app (features never import each other).
 */
export function SecurityPage({ twoFactor }: { twoFactor: ReactNode }) {
  return (
    <>
      <PageHeader title="Segurança" subtitle="Verificação em duas etapas e sessões abertas" />
      <div className={styles.grid}>
        <Card title="Verificação em duas etapas">{twoFactor}</Card>
        <OpenSessionsCard />
      </div>
    </>
  );
}
