import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithData } from '@pagora/shared/data/testing';
import { answerOf, fakeApi, serverError, type FakeHandler } from '@pagora/shared/client/testing';
import { interestPlansContract, type InterestPlanItem } from '@pagora/shared/contracts';
import { resetState, signInAs, type DemoRole } from '../../../testing/render-page';
import { PlanNote } from '../components/plan-note';

function plan(nome: string): InterestPlanItem {
  return {
    id: 'plan-1',
    id_zoop: '',
    nome,
    description: '',
    status: 'ativo',
    cliente_id: 'user-marketplace',
    marketplaceId: 'mk-1',
    parcelas: [],
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    em_uso: true,
    proprio: true,
    links_abertos: 0,
  };
}
const inUse = (found: InterestPlanItem[]) => () =>
  answerOf(interestPlansContract.list, { dados: found, total: found.length, page: 1, pageSize: 1 });

function render(role: DemoRole, handlers: Record<string, FakeHandler>) {
  signInAs(role);
  const api = fakeApi(handlers);
  const view = renderWithData(
    <MemoryRouter>
      <PlanNote />
    </MemoryRouter>,
  );
  return { api, ...view };
}

beforeEach(resetState);

test("a seller reads its plan's name, asked once through the data layer (em_uso=true)", async () => {
  const { api, client } = render('seller', {
    'GET /juros/cliente/user-seller': inUse([plan('Promoção de março')]),
  });
  expect(
    await screen.findByText('As parcelas com juros usam o plano “Promoção de março”.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ver planos de juros' })).toHaveAttribute('href', '/juros');
  expect(api.callsTo('GET /juros/cliente/user-seller')).toHaveLength(1);
  expect(api.callsTo('GET /juros/cliente/user-seller')[0]?.params).toMatchObject({ em_uso: 'true' });
  // Cached under the interest-plans screen's prefix: a change there refreshes this note.
  expect(client.getQueryData(['interest-plans', 'in-use', 'user-seller'])).toMatchObject({
    nome: 'Promoção de março',
  });
});

test("a marketplace reads its default plan's name, and that a seller's own plan wins", async () => {
  render('marketplace', { 'GET /juros/cliente/user-marketplace': inUse([plan('Padrão do Mercado')]) });
  expect(
    await screen.findByText(
      'As parcelas com juros usam o plano “Padrão do Mercado” do marketplace, salvo se o vendedor escolheu um plano próprio.',
    ),
  ).toBeInTheDocument();
});

test('a seller without a plan of its own reads the marketplace default', async () => {
  render('seller', { 'GET /juros/cliente/user-seller': inUse([]) });
  expect(
    await screen.findByText('As parcelas com juros usam o plano padrão do seu marketplace.'),
  ).toBeInTheDocument();
});

test('a failed read names no plan', async () => {
  render('seller', { 'GET /juros/cliente/user-seller': () => serverError('Falha') });
  expect(
    await screen.findByText('As parcelas com juros seguem o plano de juros em uso.'),
  ).toBeInTheDocument();
});

test('an admin gets no note and asks nothing', () => {
  const { api } = render('admin', {});
  expect(screen.queryByText(/parcelas com juros/)).not.toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});
