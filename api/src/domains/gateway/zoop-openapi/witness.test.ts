import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { list } from '../zoop/recorded/accounts';
import { boletoPending2020 } from '../zoop/recorded/boleto';
import { voidTransactionError } from '../zoop/recorded/errors';
import * as recorded from '../zoop/recorded/transactions';
import { check, derived, formatViolations, type Exchange } from './witness';

const MP = '/v1/marketplaces/a1b2c3d4e5f60718293a4b5c6d7e8f90';
const TX = `${MP}/transactions/9d4f1054607447798e9ce61e2a42d948`;
const exchange = (over: Partial<Exchange>): Exchange => ({
  step: 'unit',
  method: 'GET',
  path: TX,
  query: {},
  request: undefined,
  status: 200,
  answer: {},
  ...over,
});

describe('the OpenAPI witness itself', () => {
  it('accepts the answers recorded against real Zoop, which the document as printed refuses', () => {
    const emv = '00020101021226';
    const transactions = [
      recorded.cardSucceeded,
      recorded.cardFailed,
      recorded.cardCanceled,
      recorded.cardInstallments,
      recorded.pixPending(emv),
      recorded.pixSucceeded(emv),
      boletoPending2020,
    ];
    const violations = [
      ...transactions.flatMap((answer) => check(exchange({ answer }))),
      ...check(
        exchange({ path: `${MP}/transactions`, query: { reference_id: 'x' }, answer: list(transactions) }),
      ),
      ...check(
        exchange({
          method: 'POST',
          path: `${TX}/void`,
          request: { on_behalf_of: 'a', amount: 1 },
          status: 400,
          answer: voidTransactionError,
        }),
      ),
    ];
    assert.equal(formatViolations(violations), '');
    assert.ok(derived.operations.getTransaction, 'the derived file names its operations');
  });

  it('reports a field the document does not describe, by call, direction and JSON path', () => {
    // The split rule Zoop documents `is_gross_amount` for is an amount rule; on a percentage rule it is undescribed.
    const body = {
      amount: 1000,
      currency: 'BRL',
      on_behalf_of: 'seller',
      payment_type: 'pix',
      split_rules: [
        {
          recipient: 'r',
          liable: true,
          charge_processing_fee: false,
          percentage: 100,
          is_gross_amount: true,
        },
      ],
    };
    const lines = formatViolations(
      check(
        exchange({
          method: 'POST',
          path: `${MP}/transactions`,
          request: body,
          status: 201,
          answer: recorded.pixPending('x'),
        }),
      ),
    );
    assert.match(
      lines,
      /^unit: POST \/transactions \| request \| \/split_rules\/0 \| "is_gross_amount" is not described by Zoop's OpenAPI$/m,
    );
    assert.match(
      lines,
      /\/split_rules\/0 \| matches none of its 5 variants; closest: "Split por porcentagem dividindo as taxas proporcionalmente"/,
    );
  });

  it('reports a type the document disagrees with, and a status it does not describe', () => {
    const violations = check(
      exchange({
        method: 'POST',
        path: `${TX}/void`,
        request: { on_behalf_of: 'a', amount: '10.00' },
        status: 201,
      }),
    );
    assert.deepEqual(
      violations.map((v) => [v.direction, v.path, v.message]),
      [
        ['request', '/amount', 'must be integer'],
        ['answer', '/', 'status 201 is not described'],
      ],
    );
  });
});
