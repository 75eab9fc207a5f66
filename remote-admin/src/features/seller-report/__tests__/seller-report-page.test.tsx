import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { answerOf, errorReply, fakeApi, serverError, type FakeHandler } from '@pagora/shared/client/testing';
import { type SellerReport, sellerReportContract } from '@pagora/shared/contracts';
import { renderWithData } from '@pagora/shared/data/testing';
import { signInAs, signOut } from '../../../testing/session';
import { SellerReportPage } from '../components/seller-report-page';

jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);

const REPORT = 'GET /seller-report/seller-1';

function report(period: SellerReport['period'], totalVendas: number, receitaCents: number): SellerReport {
  const ticket = totalVendas ? Math.round(receitaCents / totalVendas) : 0;
  return {
    seller: { id: 'seller-1', nome: 'Vendedor 1', email: 'v1@pagora.demo', marketplaceId: 'mk-1' },
    period,
    from: '2026-03-10T03:00:00.000Z',
    to: '2026-03-10T18:00:00.000Z',
    totalVendas,
    receitaTotal: receitaCents / 100,
    receitaTotalCents: receitaCents,
    ticketMedio: ticket / 100,
    ticketMedioCents: ticket,
    series: [
      { label: '09:00', count: 1, receitaCents: 1000, receita: 10 },
      {
        label: '10:00',
        count: totalVendas - 1,
        receitaCents: receitaCents - 1000,
        receita: (receitaCents - 1000) / 100,
      },
    ],
    metodos: [
      { method: 'pix', count: 1, receitaCents: 1000, receita: 10 },
      { method: 'credit_card', count: totalVendas - 1, receitaCents: receitaCents - 1000, receita: 0 },
    ],
  };
}

const reply = (r: SellerReport) => answerOf(sellerReportContract.report, { dados: r });
const text = (el: Element) => el.textContent?.replace(/\u00a0/g, ' ');
const card = (title: string) => screen.getByRole('group', { name: title });

function renderReport(handler: FakeHandler) {
  const api = fakeApi({ [REPORT]: handler });
  renderWithData(
    <MemoryRouter initialEntries={['/sellers/seller-1']}>
      <Routes>
        <Route path="/sellers/:sellerId" element={<SellerReportPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

beforeEach(() => signInAs('marketplace'));
afterEach(signOut);

test('shows the day first, then switches period on the server', async () => {
  const user = userEvent.setup();
  const api = renderReport(({ params }) =>
    params.period === 'week' ? reply(report('week', 10, 50_000)) : reply(report('day', 3, 4_500)),
  );
  expect(screen.getByText('Carregando relatório...')).toBeInTheDocument();
  expect(await screen.findByText('Vendedor 1 · v1@pagora.demo')).toBeInTheDocument();
  expect(text(card('Total de Vendas'))).toContain('3');
  expect(text(card('Receita Total'))).toContain('R$ 45,00');
  expect(text(card('Ticket Médio'))).toContain('R$ 15,00');
  expect(text(card('Período'))).toContain('Hoje');
  expect(api.callsTo(REPORT)[0]?.params).toEqual({ period: 'day' });
  const periods = within(screen.getByRole('group', { name: 'Período do relatório' }));
  expect(periods.getAllByRole('button').map((b) => b.textContent)).toEqual(['Dia', 'Semana', 'Mês']);
  expect(periods.getByRole('button', { name: 'Dia' })).toHaveAttribute('aria-pressed', 'true');

  const line = await screen.findByRole('figure', { name: 'Vendas no Período' });
  expect(
    within(line)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Receita · 09:00 · 1000', 'Receita · 10:00 · 3500']);
  const pie = await screen.findByRole('figure', { name: 'Métodos de Pagamento' });
  expect(pie).toHaveAttribute('data-chart', 'pie');
  expect(
    within(pie)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['PIX · 1', 'Cartão de Crédito · 2']);

  await user.click(periods.getByRole('button', { name: 'Semana' }));
  expect(await screen.findByText('7 dias')).toBeInTheDocument();
  expect(text(card('Receita Total'))).toContain('R$ 500,00');
  expect(api.callsTo(REPORT).at(-1)?.params).toEqual({ period: 'week' });
  expect(periods.getByRole('button', { name: 'Semana' })).toHaveAttribute('aria-pressed', 'true');
});

test("an unknown or foreign seller reads 'Vendedor não encontrado'", async () => {
  renderReport(() => errorReply(404, 'not_found', 'Vendedor não encontrado'));
  expect(await screen.findByRole('heading', { name: 'Vendedor não encontrado' })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Período do relatório' })).not.toBeInTheDocument();
});

test('an error offers a retry', async () => {
  const user = userEvent.setup();
  let fail = true;
  renderReport(() => (fail ? serverError('Falha ao gerar o relatório') : reply(report('day', 2, 2_000))));
  expect(await screen.findByText('Falha ao gerar o relatório')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('group', { name: 'Total de Vendas' })).toHaveTextContent('2');
});
