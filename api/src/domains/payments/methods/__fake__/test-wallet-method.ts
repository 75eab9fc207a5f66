import { centsToReais } from '@pagora/shared';
import { z } from 'zod';
import { AppError } from '../../../../platform/app-error';
import { gateway } from '../../../gateway';
import { isProviderUnavailable } from '../../charge-common';
import { admitAttempt } from '../../link-admission';
import { recordCharge, recordFailure } from '../../status-updates';
import type { TxMethod } from '../../tables';
import { defineMethod } from '../define';

/**
 * A fourth payment method that exists only in tests: a wallet that pays with a card it keeps at the
 * provider. It is written like pix/, card/ and boleto/, in this one folder, to show that a new method
 * needs nothing else in payments: registered (methods/testing.ts), it is charged through the real
 * route, recorded as a transaction and answered like a card.
 */
export const TEST_WALLET = 'test_wallet' as const;
export const WALLET_INVALID = 'Informe a carteira digital.';
/** The sandbox's approved test card (test-support CARDS.approved), which the wallet holds. */
const WALLET_CARD = '4539003370725497';

const schema = z
  .object({
    paymentMethod: z.literal(TEST_WALLET),
    walletId: z.string({ error: WALLET_INVALID }).trim().min(3, { error: WALLET_INVALID }),
  })
  .transform(({ walletId }): { method: typeof TEST_WALLET; walletId: string } => ({
    method: TEST_WALLET,
    walletId,
  }));

export const testWalletMethod = defineMethod({
  id: TEST_WALLET,
  refund: { kind: 'partial' },
  receiptLines: () => [['Carteira', 'Carteira de teste']],
  schema,
  check: () => undefined,
  async charge(ctx, { link, request, splitRules, attempt }) {
    const id = attempt.transactionId;
    await admitAttempt(ctx, link, {
      id,
      linkId: link.id,
      sellerId: link.seller.id,
      marketplaceId: link.marketplace.id,
      status: 'pendente',
      // The column's type lists the declared methods; the test's database admits this one too.
      method: TEST_WALLET as TxMethod,
      amountCents: link.amountCents,
      payerName: `Carteira ${request.walletId}`,
      splitRules: link.splitRules,
    });
    const outcome = await gateway(ctx)
      .provider.chargeCard({
        referenceId: id,
        amountCents: link.amountCents,
        installments: 1,
        sellerId: link.seller.idSeller,
        card: {
          number: WALLET_CARD,
          holderName: 'Carteira de teste',
          cvc: '123',
          expMonth: 12,
          expYear: 2039,
        },
        splitRules,
        description: link.description.slice(0, 255),
      })
      .catch(async (err: unknown) => {
        await recordFailure(ctx, id, isProviderUnavailable(err) ? 'provider_unavailable' : 'provider_error');
        throw err;
      });
    if (!outcome.ok) throw new AppError(502, 'provider_bad_response', 'A carteira de teste foi recusada.');
    await recordCharge(ctx, id, outcome.charge);
    const status: 'pago' | 'pendente' = outcome.charge.status === 'pago' ? 'pago' : 'pendente';
    const valor = centsToReais(link.amountCents);
    const result = {
      status_transacao: status,
      id,
      valor,
      parcelas: 1,
      valor_parcela: valor,
      bandeira: null,
      final_cartao: '',
    };
    return { status: 200, body: { data: { data: result } } };
  },
});
