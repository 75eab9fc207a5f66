import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CouponView } from '@pagora/shared/contracts';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { addTeamMember } from '../accounts/testing';
import { activityRowsOf } from '../activity/testing';
import { linkApi, validLink } from '../links/testing';
import { couponApi, validCoupon, type Auth } from './test-support';

let serial = 0;
const coupon = (extra: Record<string, unknown> = {}) => {
  serial += 1;
  return { ...validCoupon, code: `CUPOM-${serial}`, ...extra };
};

describe('coupons: create, validate, tenants', () => {
  let t: TestApp;
  let api: ReturnType<typeof couponApi>;
  let seller: Auth;
  let seller2: Auth;
  let marketplace: Auth;
  let admin: Auth;
  let sellerId: string;
  let seller2Id: string;

  before(async () => {
    t = await createTestApp();
    api = couponApi(t);
    seller = await t.loginAs(DEMO_LOGINS.seller);
    seller2 = await t.loginAs(DEMO_LOGINS.seller2);
    marketplace = await t.loginAs(DEMO_LOGINS.marketplace);
    admin = await t.loginAs(DEMO_LOGINS.admin);
    const me = async (auth: Auth) =>
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: auth })).json<{
        user: { sellerId: string };
      }>().user.sellerId;
    sellerId = await me(seller);
    seller2Id = await me(seller2);
  });
  after(() => t.close());

  test('a seller creates a percent and a fixed coupon and sees them in its list with zero uses', async () => {
    const pct = await api.create(seller, coupon({ value: '12,5', maxUses: '10', validUntil: '2099-12-31' }));
    assert.equal(pct.statusCode, 201, pct.body);
    const fixed = await api.create(seller, coupon({ kind: 'fixo', value: '5,00', maxUsesPerPayer: 1 }));
    assert.equal(fixed.statusCode, 201, fixed.body);
    const rows = (await api.list(seller)).json<{ data: CouponView[] }>().data;
    const a = rows.find((r) => r.id === pct.json<CouponView>().id);
    const b = rows.find((r) => r.id === fixed.json<CouponView>().id);
    assert.deepEqual(
      [a?.percentHundredths, a?.amountCents, a?.maxUses, a?.validUntil, a?.uses, a?.revenueCents, a?.linkIds],
      [1250, null, 10, '2099-12-31', 0, 0, null],
    );
    assert.deepEqual(
      [b?.kind, b?.amountCents, b?.percentHundredths, b?.maxUsesPerPayer],
      ['fixo', 500, null, 1],
    );
  });

  test('bad input answers 400 in pt-BR under the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [coupon({ code: 'AB' }), 'code', 'O código deve ter de 3 a 40 caracteres: letras, números, - ou _'],
      [
        coupon({ code: 'DEZ POR CENTO' }),
        'code',
        'O código deve ter de 3 a 40 caracteres: letras, números, - ou _',
      ],
      [coupon({ value: '101' }), 'value', 'Informe um percentual de 0,01 a 100'],
      [coupon({ kind: 'fixo', value: '0' }), 'value', 'O valor deve ser maior que zero'],
      [coupon({ validFrom: '2030-02-30' }), 'validFrom', 'Informe uma data válida (dd/mm/aaaa)'],
      [
        coupon({ validFrom: '2030-03-10', validUntil: '2030-03-01' }),
        'validUntil',
        'A data final não pode ser anterior à inicial',
      ],
      [coupon({ maxUses: '0' }), 'maxUses', 'Informe um número inteiro de 1 a 1.000.000, ou deixe em branco'],
      [
        coupon({ description: 'x'.repeat(101) }),
        'description',
        'A descrição pode ter no máximo 100 caracteres',
      ],
      [coupon({ linkIds: [] }), 'linkIds', 'Escolha pelo menos um link, ou todos os links'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.create(seller, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.deepEqual([res.json().field, res.json().message], [field, message], JSON.stringify(body));
    }
  });

  test("a code is the seller's once, whatever its case; another seller may use it; deleted frees it", async () => {
    const first = await api.create(seller, coupon({ code: 'Natal-2030' }));
    assert.equal(first.statusCode, 201, first.body);
    const again = await api.create(seller, coupon({ code: 'NATAL-2030' }));
    assert.equal(again.statusCode, 409);
    assert.deepEqual(
      [again.json().field, again.json().message],
      ['code', 'Já existe um cupom com este código'],
    );
    assert.equal((await api.create(seller2, coupon({ code: 'natal-2030' }))).statusCode, 201);
    assert.equal((await api.remove(seller, first.json<CouponView>().id)).statusCode, 204);
    assert.equal((await api.create(seller, coupon({ code: 'NATAL-2030' }))).statusCode, 201);
  });

  test("links named must be the seller's own", async () => {
    const links = linkApi(t);
    const own = await links.createId(seller, validLink);
    const foreign = await links.createId(seller2, validLink);
    const ok = await api.create(seller, coupon({ linkIds: [own] }));
    assert.equal(ok.statusCode, 201, ok.body);
    assert.deepEqual(ok.json<CouponView>().linkIds, [own]);
    const bad = await api.create(seller, coupon({ linkIds: [own, foreign] }));
    assert.equal(bad.statusCode, 400);
    assert.deepEqual([bad.json().field, bad.json().message], ['linkIds', 'Escolha links deste vendedor']);
  });

  test("another tenant's coupon is not found; an admin reads all and changes none", async () => {
    const mine = (await api.create(seller, coupon())).json<CouponView>();
    for (const res of [
      await api.update(seller2, mine.id, coupon()),
      await api.setActive(seller2, mine.id, false),
      await api.remove(seller2, mine.id),
      await api.update(await t.loginAs(DEMO_LOGINS.marketplace2), mine.id, coupon()),
    ])
      assert.equal(res.statusCode, 404, res.body);
    assert.ok(!(await api.list(seller2)).json<{ data: CouponView[] }>().data.some((r) => r.id === mine.id));
    assert.ok(
      !(await api.list(seller2, `?sellerId=${sellerId}`))
        .json<{ data: CouponView[] }>()
        .data.some((r) => r.id === mine.id),
    );
    const all = (await api.list(admin)).json<{ data: CouponView[] }>().data;
    assert.ok(all.some((r) => r.sellerId === sellerId) && all.some((r) => r.sellerId === seller2Id));
    assert.equal((await api.update(admin, mine.id, coupon())).statusCode, 403);
    assert.equal((await api.create(admin, coupon({ sellerId }))).statusCode, 403);
    const customer = await t.loginAs(DEMO_LOGINS.customer);
    assert.equal((await api.list(customer)).statusCode, 403);
  });

  test('a marketplace owner creates for its own sellers only and lists them by seller', async () => {
    const none = await api.create(marketplace, coupon());
    assert.deepEqual([none.statusCode, none.json().field], [400, 'sellerId']);
    const foreign = await api.create(marketplace, coupon({ sellerId: seller2Id }));
    assert.deepEqual([foreign.statusCode, foreign.json().field], [400, 'sellerId']);
    const made = await api.create(marketplace, coupon({ sellerId }));
    assert.equal(made.statusCode, 201, made.body);
    assert.equal(made.json<CouponView>().sellerId, sellerId);
    const listed = (await api.list(marketplace, `?sellerId=${sellerId}`)).json<{ data: CouponView[] }>().data;
    assert.ok(listed.length > 0 && listed.every((r) => r.sellerId === sellerId));
    assert.ok(
      !(await api.list(marketplace))
        .json<{ data: CouponView[] }>()
        .data.some((r) => r.sellerId === seller2Id),
    );
    assert.deepEqual(
      (await api.list(marketplace, `?sellerId=${seller2Id}`)).json<{ data: CouponView[] }>().data,
      [],
    );
    const edited = await api.update(
      seller,
      made.json<CouponView>().id,
      coupon({ kind: 'fixo', value: '7,50' }),
    );
    assert.deepEqual([edited.statusCode, edited.json<CouponView>().amountCents], [200, 750]);
  });

  test("a team member reads the coupons; only a role that may sell ('sell') writes them", async () => {
    const support = await addTeamMember(t, DEMO_LOGINS.seller, 'support');
    const finance = await addTeamMember(t, DEMO_LOGINS.seller, 'finance');
    assert.equal((await api.list(support)).statusCode, 200);
    assert.equal((await api.create(support, coupon())).statusCode, 403);
    assert.equal((await api.create(finance, coupon())).statusCode, 403);
    const admin = await addTeamMember(t, DEMO_LOGINS.seller, 'admin');
    assert.equal((await api.create(admin, coupon())).statusCode, 201);
  });

  test("each change is in the business's 'Atividade', in pt-BR", async () => {
    const made = (await api.create(seller, coupon({ code: 'ATIVIDADE-1' }))).json<CouponView>();
    await api.update(seller, made.id, coupon({ code: 'ATIVIDADE-2' }));
    await api.setActive(seller, made.id, false);
    await api.setActive(seller, made.id, true);
    await api.remove(seller, made.id);
    const short = `${made.id.slice(0, 8)}…`;
    const actions = (await activityRowsOf(t, DEMO_LOGINS.seller)).map((r) => r.action);
    for (const said of [
      'Criou o cupom ATIVIDADE-1',
      'Editou o cupom ATIVIDADE-2',
      `Desativou o cupom ${short}`,
      `Reativou o cupom ${short}`,
      `Excluiu o cupom ${short}`,
    ])
      assert.ok(actions.includes(said), `${said} in ${JSON.stringify(actions)}`);
  });

  test("'Desativar' and 'Reativar' change the row; a deleted coupon leaves the list and is not found", async () => {
    const made = (await api.create(seller, coupon())).json<CouponView>();
    const off = await api.setActive(seller, made.id, false);
    assert.deepEqual([off.statusCode, off.json<CouponView>().active], [200, false]);
    const on = await api.setActive(seller, made.id, true);
    assert.equal(on.json<CouponView>().active, true);
    assert.equal((await api.remove(seller, made.id)).statusCode, 204);
    assert.ok(!(await api.list(seller)).json<{ data: CouponView[] }>().data.some((r) => r.id === made.id));
    assert.equal((await api.setActive(seller, made.id, true)).statusCode, 404);
    assert.equal((await api.remove(seller, made.id)).statusCode, 404);
  });
});
