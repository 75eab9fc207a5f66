import type { ReactNode } from 'react';
import { TEAM_MESSAGES } from '@pagora/shared';
import { useSession } from '@pagora/shared/client/core';
import { Card, PageHeader } from '@pagora/shared/ui/core';
import { getMe } from '../../../lib/get-me';
import { TotpSetup } from './totp-setup';

/**
 * Mounted in the layout: a person who must have two-step sign-in and has not set it up sees only
 * its set-up (the server refuses everything else); once done, /api/me is read again and the page
 * it asked for shows.
 */
export function TwoFactorSetupGate({ children }: { children: ReactNode }) {
  const required = useSession((s) => s.user?.team?.twoFactorSetupRequired === true);
  if (!required) return <>{children}</>;
  const refresh = () => {
    void getMe().then(({ user, settings }) => {
      useSession.getState().setUser(user);
      if (settings) useSession.getState().setSettings(settings);
    });
  };
  return (
    <>
      <PageHeader
        title="Ative a verificação em duas etapas"
        subtitle={TEAM_MESSAGES.twoFactorSetupRequired}
      />
      <Card>
        <TotpSetup onDone={refresh} />
      </Card>
    </>
  );
}
