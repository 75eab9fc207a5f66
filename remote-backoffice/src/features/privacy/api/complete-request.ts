import { call } from '@pagora/shared/client';
import { privacyContract } from '@pagora/shared/contracts';

/** POST /api/privacidade/pedidos/:id/concluir ('Marcar como atendido'). */
export const completeRequest = (id: string) => call(privacyContract.completeRequest, { params: { id } });
