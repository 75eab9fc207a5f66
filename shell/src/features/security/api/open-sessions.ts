import { call } from '@pagora/shared/client';
import { securityContract, type OpenSession } from '@pagora/shared/contracts';

/** GET /api/seguranca/sessoes: the person's open sessions, most recently seen first. */
export const getOpenSessions = async (): Promise<OpenSession[]> =>
  (await call(securityContract.sessions, {})).data;

/** DELETE /api/seguranca/sessoes/:id: ends one of them on every instance. */
export const endSession = (id: string) => call(securityContract.endSession, { params: { id } });

/** POST /api/seguranca/sessoes/encerrar: every other session (this one stays open). */
export const endOtherSessions = () => call(securityContract.endSessions, { body: { todas: false } });
