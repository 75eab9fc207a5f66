import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { socketClientMessageSchema, type SocketServerMessage } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import { findTransactionState } from './transactions-repo';
import { socketMessageFor } from './tx-status';

/** A payer watches one transaction; a few more per socket tolerate a retried PIX. */
const MAX_SUBSCRIPTIONS = 5;

/**
 * `GET /api/ws`: `{ type: 'pix', transactionId }` subscribes to the payer's own transaction and
 * `{ type: 'status', transactionId }` (every 5 s, the fallback) asks for its status. Pushes come
 * from the hub, fed by LISTEN on every instance.
 */
export function socketRoutes(app: FastifyInstance): void {
  app.get(
    '/ws',
    { websocket: true, config: { access: 'public' }, schema: { tags: ['payments'] } },
    (socket) => {
      handleSocket(app.ctx, socket);
    },
  );
}

function handleSocket(ctx: AppContext, socket: WebSocket): void {
  const subscriptions = new Map<string, () => void>();
  const send = (message: SocketServerMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const answerStatus = async (transactionId: string) => {
    const tx = await findTransactionState(ctx.db, transactionId);
    if (!tx) return send({ type: 'error', transactionId, message: 'Transação não encontrada.' });
    send(socketMessageFor(transactionId, tx.status, tx.failureReason));
  };

  socket.on('message', (data) => {
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      json = null;
    }
    const parsed = socketClientMessageSchema.safeParse(json);
    if (!parsed.success) return send({ type: 'error', message: 'Mensagem inválida.' });
    const { type, transactionId } = parsed.data;
    if (type === 'pix' && !subscriptions.has(transactionId)) {
      if (subscriptions.size >= MAX_SUBSCRIPTIONS)
        return send({ type: 'error', transactionId, message: 'Muitas assinaturas nesta conexão.' });
      subscriptions.set(transactionId, ctx.payments.hub.subscribe(transactionId, send));
    }
    // Also after subscribing: a payment that landed before the socket opened is not missed.
    answerStatus(transactionId).catch(() =>
      send({ type: 'error', transactionId, message: 'Erro ao consultar a transação.' }),
    );
  });
  socket.on('close', () => {
    for (const unsubscribe of subscriptions.values()) unsubscribe();
    subscriptions.clear();
  });
}
