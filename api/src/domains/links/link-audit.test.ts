import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkApi, validLink, type Auth } from './test-support';

type AuditRow = {
  acao: string;
  autor: { nome: string };
  mudancas: { campo: string; antes: unknown; depois: unknown }[];
};

describe("a link's pricing rules in the audit trail", () => {
  let t: TestApp;
  let api: ReturnType<typeof linkApi>;
  const auth: Record<string, Auth> = {};
  const history = async (who: string, id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auditoria?entidade=link&id=${id}`,
      headers: auth[who]!,
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ dados: AuditRow[] }>().dados;
  };

  before(async () => {
    t = await createTestApp();
    api = linkApi(t);
    for (const [key, email] of Object.entries({
      ana: 'seller@pagora.demo',
      bruno: 'bruno@pagora.demo',
      mp: 'marketplace@pagora.demo',
      mp2: 'marketplace2@pagora.demo',
      admin: 'admin@pagora.demo',
    }))
      auth[key] = await t.loginAs(email);
  });
  after(() => t.close());

  test('creation records the interest-free count, plan and split; a change records before and after', async () => {
    const bruno = t.demo.sellers.find((s) => s.seller.email === 'bruno@pagora.demo')?.seller;
    assert.ok(bruno);
    const id = await api.createId(auth.ana!, {
      ...validLink,
      splitPayments: [{ recipient: bruno.id, percentage: 20, liable: true, charge_processing_fee: false }],
    });
    const edited = await api.update(auth.ana!, id, {
      ...validLink,
      parcelasSemJuros: 6,
      description: 'Outra',
    });
    assert.equal(edited.statusCode, 200, edited.body);
    // A description change alone prices nothing: no row.
    await api.update(auth.ana!, id, { ...validLink, parcelasSemJuros: 6, description: 'Mais outra' });

    const rows = await history('ana', id);
    assert.deepEqual(
      rows.map((r) => r.acao),
      ['alterado', 'criado'],
    );
    assert.deepEqual(rows[0]?.mudancas, [{ campo: 'parcelas_sem_juros', antes: 3, depois: 6 }]);
    assert.equal(rows[0]?.autor.nome, 'Ana Souza Artesanato');
    const created = rows[1]?.mudancas ?? [];
    assert.deepEqual(
      created.find((m) => m.campo === `split ${bruno.id}`),
      {
        campo: `split ${bruno.id}`,
        antes: null,
        depois: 20,
      },
    );
    assert.equal(created.find((m) => m.campo === 'parcelas_sem_juros')?.depois, 3);

    // The seller's marketplace and the admin read it; another seller and marketplace do not.
    assert.equal((await history('mp', id)).length, 2);
    assert.equal((await history('admin', id)).length, 2);
    assert.equal((await history('bruno', id)).length, 0);
    assert.equal((await history('mp2', id)).length, 0);
  });
});
