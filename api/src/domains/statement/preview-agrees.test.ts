import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { STANDARD_FEE_RATES, brasiliaToday } from '@pagora/shared';
import type { NetLineView, StatementPage } from '@pagora/shared/contracts';
import { DEMO_LOGINS, type TestApp } from '../../test/harness';
import { sandboxControl } from '../gateway';
import { saleKit, startStatementApp } from './test-support';

type Auth = { authorization: string };

/**
 * Issue 38: 'Você recebe' before the sale and the statement after it agree to the cent for the
 * same sale, with the marketplace's own fee and a split share in it (both round down).
 */
describe('the preview and the statement of the same sale', () => {
  let t: TestApp;
  let seller: Auth;
  let marketplace: Auth;
  before(async () => {
    t = await startStatementApp();
    seller = await t.loginAs(DEMO_LOGINS.seller);
    marketplace = await t.loginAs(DEMO_LOGINS.marketplace);
  });
  after(async () => {
    await sandboxControl.setFeeRates(t.ctx, null);
    await t.close();
  });

  test("what 'Você recebe' promised is what the statement books", async () => {
    // The contract (4,19 % for a card in one payment) is what the provider takes.
    const card = { '1x': 419, '2-6x': 419, '7-12x': 419, '13-21x': 419 };
    await sandboxControl.setFeeRates(t.ctx, { ...STANDARD_FEE_RATES, card });
    const [bruno] = await t.ctx.database.query<{ id: string }>(
      "SELECT id FROM sellers WHERE nome = 'Bruno Lima Eletrônicos'",
    );
    const table = await t.app.inject({
      method: 'POST',
      url: '/api/fee-table',
      headers: marketplace,
      payload: {
        valid_from: brasiliaToday(),
        pix: '0,99',
        boleto: '2,50',
        card_1x: '4,19',
        card_2_6x: '4,19',
        card_7_12x: '4,19',
        card_13_21x: '4,19',
        anticipation_month: '1,99',
        own_fee: '2,35',
        fee_recipient_seller_id: bruno!.id,
      },
    });
    assert.equal(table.statusCode, 201, table.body);

    // R$ 187,55: every figure has a fraction of a cent past one half, so each rounding rule shows.
    const terms = {
      amount: '187,55',
      paymentMethods: ['credit_card'],
      parcelasSemJuros: 1,
      splitPayments: [
        { recipient: t.demo.sellers[1]!.seller.id, percentage: 7.5, charge_processing_fee: false },
      ],
    };
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/links/net-preview',
      headers: seller,
      payload: { ...terms, description: 'Caneca' },
    });
    assert.equal(preview.statusCode, 200, preview.body);
    const promised = preview
      .json<{ voce_recebe: NetLineView[] }>()
      .voce_recebe.find((l) => l.metodo === 'credit_card' && l.parcelas === 1);
    assert.ok(promised && promised.taxaMarketplaceCents > 0 && promised.repassesCents > 0);

    const id = await saleKit(t).paidCardSale(seller, terms.amount, terms);
    const res = await t.app.inject({ method: 'GET', url: '/api/statement', headers: seller });
    assert.equal(res.statusCode, 200, res.body);
    const lines = res.json<StatementPage>().data.filter((l) => l.transactionId === id);
    const sum = (kind?: string) =>
      lines.filter((l) => !kind || l.kind === kind).reduce((s, l) => s + l.amountCents, 0);
    assert.deepEqual(
      {
        net: sum(),
        gross: sum('venda'),
        providerFee: -sum('taxa_provedor'),
        marketplaceFee: -sum('taxa_marketplace'),
        split: -sum('split_enviado'),
      },
      {
        net: promised.voceRecebeCents,
        gross: promised.totalPagadorCents,
        providerFee: promised.taxaProvedorCents,
        marketplaceFee: promised.taxaMarketplaceCents,
        split: promised.repassesCents,
      },
    );
  });
});
