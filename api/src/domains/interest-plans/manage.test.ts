import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';

type Auth = Record<string, string>;
type Item = {
  id: string;
  nome: string;
  status: string;
  cliente_id: string | null;
  marketplaceId: string;
  parcelas: { parcela: string; taxa: number }[];
  createdAt: string;
  em_uso: boolean;
  proprio: boolean;
  links_abertos: number;
};
type AuditRow = {
  acao: string;
  autor: { nome: string };
  mudancas: { campo: string; antes: unknown; depois: unknown }[];
  links_afetados: number;
};

/** 21 rates as the form sends them: strings with a comma, '' for 0. */
const parcelas = (rate: (n: number) => string | number) =>
  Array.from({ length: 21 }, (_, i) => ({ parcela: `${i + 1}x`, taxa: rate(i + 1) }));
const body = (nome: string, rate: (n: number) => string | number = () => '1,5') => ({
  nome,
  description: 'Plano de teste',
  status: 'ativo',
  parcelas: parcelas(rate),
  // Someone else's ids in the payload: ignored, the caller's are used.
  cliente_id: '00000000-0000-4000-8000-000000000000',
  marketplaceId: '00000000-0000-4000-8000-000000000000',
});

describe('interest plans: ownership, exact rates, in-use rules, the choice and the audit trail', () => {
  let t: TestApp;
  const auth: Record<string, Auth> = {};
  const userId: Record<string, string> = {};
  const call = (method: string, url: string, headers: Auth, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (who: string, query = '') => {
    const res = await call('GET', `/api/juros/cliente/${userId[who]}${query}`, auth[who]!);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ dados: Item[]; total: number }>();
  };
  const payerInstallments = async (linkId: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/payment-ver/${linkId}` });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ payments: { installments: { times: number; totalCents: number }[] } }>().payments
      .installments;
  };
  const history = async (who: string, id: string) => {
    const res = await call('GET', `/api/auditoria?entidade=juros&id=${id}`, auth[who]!);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ dados: AuditRow[] }>().dados;
  };

  before(async () => {
    t = await createTestApp();
    for (const [key, email] of Object.entries({
      admin: 'admin@pagora.demo',
      mp: 'marketplace@pagora.demo',
      mp2: 'marketplace2@pagora.demo',
      seller: 'seller@pagora.demo',
      seller2: 'seller2@pagora.demo',
      customer: 'customer@pagora.demo',
    })) {
      auth[key] = await t.loginAs(email);
      userId[key] = (await call('GET', '/api/me', auth[key]!)).json().user.id;
    }
  });
  after(() => t.close());

  test("rates are parsed exactly: '1,5' is 1.50 %, '999,99' and '' (0) pass, '1000' and '1,555' are refused", async () => {
    const ok = await call(
      'POST',
      '/api/juros',
      auth.seller!,
      body('Exato', (n) => (n === 1 ? '' : n === 2 ? '999,99' : '1,5')),
    );
    assert.equal(ok.statusCode, 201, ok.body);
    const created = ok.json<{ message: string; dados: Item }>();
    assert.equal(created.message, 'Plano de juros adicionado com sucesso!');
    assert.deepEqual(created.dados.parcelas.slice(0, 3), [
      { parcela: '1x', taxa: 0 },
      { parcela: '2x', taxa: 999.99 },
      { parcela: '3x', taxa: 1.5 },
    ]);
    const [row] = await t.ctx.database.query<{ parcelas: { count: number; rateHundredths: number }[] }>(
      'SELECT parcelas FROM interest_plans WHERE id = $1',
      [created.dados.id],
    );
    assert.deepEqual(row?.parcelas.slice(0, 3), [
      { count: 1, rateHundredths: 0 },
      { count: 2, rateHundredths: 99_999 },
      { count: 3, rateHundredths: 150 },
    ]);
    for (const bad of ['1000', '1,555', 'abc', '-1']) {
      const res = await call(
        'POST',
        '/api/juros',
        auth.seller!,
        body('Ruim', (n) => (n === 4 ? bad : '1')),
      );
      assert.equal(res.statusCode, 400, `${bad}: ${res.body}`);
      assert.equal(res.json().message, 'Taxa inválida (ex: 1,5)');
    }
    const short = await call('POST', '/api/juros', auth.seller!, {
      ...body('Curto'),
      parcelas: parcelas(() => '1').slice(1),
    });
    assert.equal(short.statusCode, 400);
    assert.equal(short.json().message, 'Informe as taxas das 21 parcelas (1x a 21x)');
    const noName = await call('POST', '/api/juros', auth.seller!, { ...body(''), nome: '' });
    assert.equal(noName.json().message, 'Nome é obrigatório');
  });

  test('owner and marketplace are the caller’s; who sees and manages what; foreign ids are 404', async () => {
    const mine = (await call('POST', '/api/juros', auth.seller!, body('Do vendedor'))).json<{ dados: Item }>()
      .dados;
    assert.equal(mine.cliente_id, userId.seller);
    assert.notEqual(mine.marketplaceId, '00000000-0000-4000-8000-000000000000');
    assert.equal(mine.proprio, true);

    // The marketplace reads its seller's plan, may not change it; marketplace 2 cannot see it.
    const seenByMp = (await list('mp', '?q=Do%20vendedor')).dados.find((p) => p.id === mine.id);
    assert.equal(seenByMp?.proprio, false);
    assert.equal((await call('PUT', `/api/juros/${mine.id}`, auth.mp!, body('Tomado'))).statusCode, 403);
    assert.equal(
      (await list('mp2')).dados.some((p) => p.id === mine.id),
      false,
    );
    for (const [who, method, url] of [
      ['mp2', 'PUT', `/api/juros/${mine.id}`],
      ['mp2', 'DELETE', `/api/juros/${mine.id}`],
      ['seller2', 'PUT', `/api/juros/${mine.id}/usar`],
    ] as const) {
      const res = await call(
        method,
        url,
        auth[who]!,
        method === 'PUT' && !url.endsWith('usar') ? body('x') : undefined,
      );
      assert.equal(res.statusCode, 404, `${who} ${method} ${url}: ${res.body}`);
    }
    // An admin reads all, changes nothing; a customer gets 403 everywhere.
    assert.ok((await list('admin', '?pageSize=100')).dados.some((p) => p.id === mine.id));
    assert.equal((await call('POST', '/api/juros', auth.admin!, body('Admin'))).statusCode, 403);
    assert.equal(
      (await call('GET', `/api/juros/cliente/${userId.customer}`, auth.customer!)).statusCode,
      403,
    );
    assert.equal((await call('POST', '/api/juros', auth.customer!, body('Cliente'))).statusCode, 403);
    // Another user's id in the list path is 404.
    assert.equal((await call('GET', `/api/juros/cliente/${userId.seller2}`, auth.seller!)).statusCode, 404);
  });

  test("'Usar nos meus links': the marketplace's choice prices its sellers' new links; the login answers it", async () => {
    const plan = (
      await call(
        'POST',
        '/api/juros',
        auth.mp!,
        body('Promoção', (n) => (n === 1 ? '' : '2,5')),
      )
    ).json<{ dados: Item }>().dados;
    const chosen = await call('PUT', `/api/juros/${plan.id}/usar`, auth.mp!);
    assert.equal(chosen.statusCode, 200, chosen.body);
    assert.equal(chosen.json().dados.em_uso, true);
    assert.equal(
      (await list('mp')).dados
        .filter((p) => p.em_uso)
        .map((p) => p.id)
        .join(),
      plan.id,
    );

    // A seller without its own choice now prices new links with it; /me says so at once.
    const me = (await call('GET', '/api/me', auth.seller!)).json().user;
    assert.equal(me.id_juros, plan.id);
    assert.equal(me.juros.parcelas[1].taxa, 2.5);
    const link = await call('POST', '/api/register-payment', auth.seller!, {
      amount: '100,00',
      description: 'Com o plano novo',
      paymentMethods: ['credit_card'],
      parcelasSemJuros: 1,
    });
    assert.equal(link.statusCode, 201, link.body);
    assert.equal(link.json().data.payment.id_juros, plan.id);

    // The create-link form asks for the plan in use: this one.
    assert.deepEqual(
      (await list('seller', '?em_uso=true')).dados.map((p) => p.id),
      [plan.id],
    );
    // The seller's own choice wins over its marketplace's.
    const own = (await call('POST', '/api/juros', auth.seller!, body('Meu'))).json<{ dados: Item }>().dados;
    assert.equal((await call('PUT', `/api/juros/${own.id}/usar`, auth.seller!)).statusCode, 200);
    assert.equal((await call('GET', '/api/me', auth.seller!)).json().user.id_juros, own.id);
    // An inactive plan cannot be chosen.
    await call('PUT', `/api/juros/${own.id}`, auth.seller!, { ...body('Meu'), status: 'inativo' });
    const inactive = await call('PUT', `/api/juros/${own.id}/usar`, auth.seller!);
    assert.equal(inactive.statusCode, 409);
    // ...and while inactive, new links fall back to the marketplace's plan.
    assert.equal((await call('GET', '/api/me', auth.seller!)).json().user.id_juros, plan.id);
  });

  test('a plan in use cannot be deleted (409 naming the links) but can be deactivated; an unused one can', async () => {
    const plan = (await call('POST', '/api/juros', auth.seller2!, body('Em uso'))).json<{ dados: Item }>()
      .dados;
    await call('PUT', `/api/juros/${plan.id}/usar`, auth.seller2!);
    const chosenOnly = await call('DELETE', `/api/juros/${plan.id}`, auth.seller2!);
    assert.equal(chosenOnly.statusCode, 409);
    assert.match(chosenOnly.json().message, /em uso nos seus links/);
    const linkIds: string[] = [];
    for (const description of ['A', 'B']) {
      const link = await call('POST', '/api/register-payment', auth.seller2!, {
        amount: '50,00',
        description,
        paymentMethods: ['credit_card'],
        parcelasSemJuros: 0,
      });
      linkIds.push(link.json().data.payment.id);
    }
    const quoted = await payerInstallments(linkIds[0]!);
    const refused = await call('DELETE', `/api/juros/${plan.id}`, auth.seller2!);
    assert.equal(refused.statusCode, 409);
    assert.equal(
      refused.json().message,
      'Este plano de juros está em uso em 2 link(s) de pagamento e não pode ser excluído. Desative-o em vez de excluir.',
    );
    const off = await call('PUT', `/api/juros/${plan.id}`, auth.seller2!, {
      ...body('Em uso'),
      status: 'inativo',
    });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json().dados.status, 'inativo');
    // ADR 006: deactivating stops new links from using it, not the open links that store it.
    const afterOff = await payerInstallments(linkIds[0]!);
    assert.ok(afterOff.some((o) => o.times === 12));
    assert.deepEqual(afterOff, quoted);

    const unused = (await call('POST', '/api/juros', auth.seller2!, body('Sem uso'))).json<{ dados: Item }>()
      .dados;
    const removed = await call('DELETE', `/api/juros/${unused.id}`, auth.seller2!);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().message, 'Juros removido com sucesso!');
    assert.equal((await call('PUT', `/api/juros/${unused.id}`, auth.seller2!, body('x'))).statusCode, 404);
  });

  test("a 'pendente' link is open too: it blocks the removal and counts in the list and the audit", async () => {
    const plan = (
      await call(
        'POST',
        '/api/juros',
        auth.seller2!,
        body('Pendente', (n) => `${n},25`),
      )
    ).json<{ dados: Item }>().dados;
    await call('PUT', `/api/juros/${plan.id}/usar`, auth.seller2!);
    const link = await call('POST', '/api/register-payment', auth.seller2!, {
      amount: '70,00',
      description: 'Aguardando',
      paymentMethods: ['credit_card'],
      parcelasSemJuros: 0,
    });
    assert.equal(link.statusCode, 201, link.body);
    const linkId: string = link.json().data.payment.id;
    // The plan is no longer the seller's choice: only the link holds it now.
    const other = (await call('POST', '/api/juros', auth.seller2!, body('Outro'))).json<{ dados: Item }>()
      .dados;
    await call('PUT', `/api/juros/${other.id}/usar`, auth.seller2!);
    // No route sets a link 'pendente' (the demo data has such links): the state is set directly.
    await t.ctx.database.query("UPDATE payment_links SET status = 'pendente' WHERE id = $1", [linkId]);

    const refused = await call('DELETE', `/api/juros/${plan.id}`, auth.seller2!);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(refused.json().message, /em uso em 1 link\(s\)/);
    assert.equal((await list('seller2', '?q=Pendente')).dados[0]?.links_abertos, 1);
    await call(
      'PUT',
      `/api/juros/${plan.id}`,
      auth.seller2!,
      body('Pendente', () => '3'),
    );
    assert.equal((await history('seller2', plan.id))[0]?.links_afetados, 1);

    // Once the link is closed the plan can go; the removal row keeps its fields and its 21 rates.
    await t.ctx.database.query("UPDATE payment_links SET status = 'inativo' WHERE id = $1", [linkId]);
    const removed = await call('DELETE', `/api/juros/${plan.id}`, auth.seller2!);
    assert.equal(removed.statusCode, 200, removed.body);
    const [removal] = await history('seller2', plan.id);
    assert.equal(removal?.acao, 'removido');
    assert.equal(removal?.autor.nome, 'Carla Dias Doces');
    assert.deepEqual(
      removal?.mudancas.find((m) => m.campo === 'nome'),
      { campo: 'nome', antes: 'Pendente', depois: null },
    );
    const rates = removal?.mudancas.filter((m) => /^\d+x$/.test(m.campo)) ?? [];
    assert.deepEqual(
      rates,
      Array.from({ length: 21 }, (_, i) => ({ campo: `${i + 1}x`, antes: 3, depois: null })),
    );
  });

  test('every change is audited: who, when, before and after per installment, and the open links it touched', async () => {
    const plan = (
      await call(
        'POST',
        '/api/juros',
        auth.seller!,
        body('Auditado', () => '2'),
      )
    ).json<{ dados: Item }>().dados;
    await call('PUT', `/api/juros/${plan.id}/usar`, auth.seller!);
    await call('POST', '/api/register-payment', auth.seller!, {
      amount: '80,00',
      description: 'Aberto',
      paymentMethods: ['credit_card'],
      parcelasSemJuros: 0,
    });
    const edited = await call('PUT', `/api/juros/${plan.id}`, auth.seller!, {
      ...body('Auditado', (n) => (n === 3 ? '2,75' : '2')),
      description: 'Nova descrição',
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().message, 'Plano de juros atualizado com sucesso!');

    const rows = await history('seller', plan.id);
    assert.deepEqual(
      rows.map((r) => r.acao),
      ['alterado', 'em_uso', 'criado'],
    );
    const [change] = rows;
    assert.equal(change?.autor.nome, 'Ana Souza Artesanato');
    assert.equal(change?.links_afetados, 1);
    assert.deepEqual(change?.mudancas, [
      { campo: 'description', antes: 'Plano de teste', depois: 'Nova descrição' },
      { campo: '3x', antes: 2, depois: 2.75 },
    ]);
    assert.equal(rows[2]?.mudancas.find((m) => m.campo === '21x')?.depois, 2);

    // Its marketplace and the admin read the history; marketplace 2 and another seller see nothing.
    assert.equal((await history('mp', plan.id)).length, 3);
    assert.equal((await history('admin', plan.id)).length, 3);
    assert.equal((await history('mp2', plan.id)).length, 0);
    assert.equal((await history('seller2', plan.id)).length, 0);
    assert.equal(
      (await call('GET', `/api/auditoria?entidade=juros&id=${plan.id}`, auth.customer!)).statusCode,
      403,
    );
    assert.equal(
      (await call('GET', `/api/auditoria?entidade=nada&id=${plan.id}`, auth.seller!)).statusCode,
      400,
    );
  });

  test('audit rows are never updated or deleted, even by SQL', async () => {
    const [row] = await t.ctx.database.query<{ id: number }>('SELECT id FROM audit_log LIMIT 1');
    assert.ok(row);
    await assert.rejects(
      t.ctx.database.query("UPDATE audit_log SET actor_nome = 'x' WHERE id = $1", [row.id]),
      /append-only/,
    );
    await assert.rejects(
      t.ctx.database.query('DELETE FROM audit_log WHERE id = $1', [row.id]),
      /append-only/,
    );
  });

  test('the list is paged, searched and filtered by status on the server', async () => {
    const page = await list('seller', '?pageSize=2');
    assert.equal(page.dados.length, 2);
    assert.ok(page.total > 2);
    const inactive = await list('seller', '?status=inativo');
    assert.ok(inactive.dados.length > 0 && inactive.dados.every((p) => p.status === 'inativo'));
    assert.deepEqual(
      (await list('seller', '?q=auditado')).dados.map((p) => p.nome),
      ['Auditado'],
    );
  });
});
