import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertDocsShowMachine, assertMachineWhole } from '../../../platform/state-machine/testing';
import { testConfig } from '../../../test/config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { waitFor } from '../../payments/testing';
import { claimDueDeliveries } from './claim';
import { deliveryMachine } from './delivery-lifecycle';
import { startHangingEndpoint, startReceiver } from './test-receiver';

const DOCS = new URL('../../../../../docs/developers.md', import.meta.url);
type Row = { id: string; status: string; lease: string | null; attempts: number; tries: number };

describe('webhook deliveries: one guarded writer of their status', () => {
  let t: TestApp;
  let seller: { authorization: string };
  const logs: string[] = [];
  let hanging: Awaited<ReturnType<typeof startHangingEndpoint>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  before(async () => {
    hanging = await startHangingEndpoint();
    receiver = await startReceiver();
    // Sends to the hanging endpoint are cut after 1 s; a failure's retry is far off.
    const developers = {
      ...testConfig().developers,
      webhookSweepMs: 50,
      webhookTimeoutMs: 1_000,
      webhookRetryDelaysMs: [600_000],
    };
    t = await createTestApp({ developers }, { logStream: { write: (line) => void logs.push(line) } });
    seller = await t.loginAs(DEMO_LOGINS.seller);
  });
  after(async () => {
    await t.close();
    await hanging.close();
    await receiver.close();
  });

  /** A new endpoint at `url` and one 'Enviar evento de teste' delivery to it. */
  const deliveryTo = async (url: string) => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/developer/webhooks',
      headers: seller,
      payload: { url, events: ['payment.paid'] },
    });
    const { id } = created.json<{ id: string }>();
    await t.app.inject({ method: 'POST', url: `/api/developer/webhooks/${id}/test`, headers: seller });
    const rows = await t.ctx.database.query<{ id: string }>(
      'SELECT id FROM outbound_webhook_deliveries WHERE endpoint_id = $1',
      [id],
    );
    return rows[0]!.id;
  };
  const read = async (id: string) =>
    (
      await t.ctx.database.query<Row>(
        `SELECT id, status, lease_until::text AS lease, attempts,
                (SELECT count(*)::int FROM outbound_webhook_attempts WHERE delivery_id = d.id) AS tries
           FROM outbound_webhook_deliveries d WHERE id = $1`,
        [id],
      )
    )[0]!;
  const resend = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/developer/deliveries/${id}/retry`, headers: seller });

  test('docs/developers.md shows the machine the code runs; every state is reached', async () => {
    assertMachineWhole(deliveryMachine, []);
    await assertDocsShowMachine(DOCS, deliveryMachine);
  });

  test("'Reenviar' on a delivery still in flight answers 409 and changes nothing; delivered, it is resent", async () => {
    const inFlight = await deliveryTo(hanging.url);
    await waitFor(async () => (await read(inFlight)).lease !== null && (await read(inFlight)));
    const before = await read(inFlight);
    const refused = await resend(inFlight);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.deepEqual(refused.json(), {
      message: 'Esta entrega ainda está na fila de envio: aguarde o resultado antes de reenviar.',
      code: 'delivery_pending',
    });
    assert.deepEqual(await read(inFlight), before);

    const delivered = await deliveryTo(receiver.url);
    await waitFor(async () => (await read(delivered)).status === 'entregue');
    assert.equal((await resend(delivered)).statusCode, 202);
    await waitFor(async () => receiver.received.length >= 2);
    await waitFor(async () => (await read(delivered)).status === 'entregue');
  });

  test('a send whose lease ran out and was taken by another instance records nothing', async () => {
    const id = await deliveryTo(hanging.url);
    // This instance's sender holds it (the endpoint never answers).
    await waitFor(async () => (await read(id)).lease !== null);
    // Its lease runs out, and another instance claims the row.
    await t.ctx.database.query(
      `UPDATE outbound_webhook_deliveries SET lease_until = now() - interval '1 second' WHERE id = $1`,
      [id],
    );
    const taken = (await claimDueDeliveries(t.ctx, 10)).find((c) => c.id === id);
    assert.ok(taken, 'the other instance claims it');
    // The first send is cut at its timeout: its outcome must not overwrite the other's lease.
    await waitFor(
      async () =>
        logs.some((l) => l.includes(id) && l.includes('outlived its lease')) || (await read(id)).tries > 0,
      5_000,
    );
    assert.deepEqual(await read(id), { id, status: 'pendente', lease: taken.lease, attempts: 2, tries: 0 });
  });
});
