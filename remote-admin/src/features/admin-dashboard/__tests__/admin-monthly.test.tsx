import { screen, within } from '@testing-library/react';
import { monthlyRows, monthRow } from '../../../testing/report-fixtures';
import { signInAs, signOut } from '../../../testing/session';
import { card, renderAdmin, serve, text, trend } from './admin-harness';

jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);

beforeEach(() => signInAs('admin'));
afterEach(signOut);

test('the monthly cards count billed as paid, with shares of the attempts, the ticket and the extreme months', async () => {
  serve();
  renderAdmin();
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Faturamento Mensal - Últimos 12 Meses' }),
  ).toBeInTheDocument();
  expect(text(await screen.findByRole('group', { name: 'Total Período' }))).toBe(
    'Total PeríodoR$ 4.500,009 transações pagas',
  );
  expect(text(card('Completas'))).toBe('CompletasR$ 4.500,0081,8% do movimentado');
  expect(text(card('Pendentes'))).toBe('PendentesR$ 500,009,1% do movimentado');
  expect(text(card('Rejeitadas'))).toBe('RejeitadasR$ 500,009,1% do movimentado');
  // R$ 4.500,00 over 9 completed transactions.
  expect(text(card('Ticket Médio'))).toBe('Ticket MédioR$ 500,009 transações completas');
  // The most paid, not the most attempted (R$ 3.000,00 with pending and declined).
  expect(text(card('Maior Mês'))).toBe('Maior MêsR$ 2.000,00Novembro/2025');
  // The smallest month above zero, not one of the empty ones.
  expect(text(card('Menor Mês'))).toBe('Menor MêsR$ 1.000,00Junho/2025');
});

test('the trends panel: growth first to last active month, best month, success rate', async () => {
  serve();
  renderAdmin();
  await screen.findByRole('heading', { level: 2, name: 'Análise de Tendências' });
  expect(trend('Crescimento Médio')).toBe('+50,0%De Junho/2025 a Março/2026');
  expect(trend('Melhor Performance')).toBe('Novembro/2025R$ 2.000,00 em transações completas');
  expect(trend('Taxa de Sucesso')).toBe('81,8%9 de 11 transações');
});

test('with a single active month the growth reads Dados insuficientes', async () => {
  serve(monthlyRows({ '02/2026': monthRow('02/2026', { completed: 1_000 }, { completed: 1 }) }));
  renderAdmin();
  await screen.findByRole('heading', { level: 2, name: 'Análise de Tendências' });
  expect(trend('Crescimento Médio')).toBe('Dados insuficientes');
  expect(text(card('Maior Mês'))).toBe('Maior MêsR$ 10,00Fevereiro/2026');
  expect(text(card('Menor Mês'))).toBe('Menor MêsR$ 10,00Fevereiro/2026');
});

test('charts: the monthly lines, the status doughnut over 12 months and revenue per marketplace', async () => {
  serve();
  renderAdmin();
  const line = await screen.findByRole('figure', { name: 'Faturamento mensal dos últimos 12 meses' });
  // Billed is paid: November's R$ 3.000,00 of attempts drew R$ 2.000,00.
  expect(within(line).getByText('Total Faturado · 11/2025 · 200000')).toBeInTheDocument();
  expect(within(line).queryByText(/Transações Completas/)).not.toBeInTheDocument();
  expect(within(line).getByText('Pendentes · 11/2025 · 50000')).toBeInTheDocument();
  const status = await screen.findByRole('figure', { name: 'Status das Transações' });
  expect(
    within(status)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Aprovadas · 9', 'Pendentes · 1', 'Recusadas · 1']);
  const revenue = await screen.findByRole('figure', { name: 'Receita por Marketplace' });
  expect(
    within(revenue)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Loja Alfa · 1234567', 'Loja Beta · 500000']);
});

test('Visão Geral de Marketplaces lists each marketplace with its sellers, revenue and status', async () => {
  serve();
  renderAdmin();
  const table = within(await screen.findByRole('table', { name: 'Visão Geral de Marketplaces' }));
  expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Marketplace',
    'Vendedores',
    'Total Faturado',
    'Status',
  ]);
  const rows = table.getAllByRole('row').slice(1);
  expect(text(rows[0]!)).toBe('Loja Alfa7R$ 12.345,67Ativo');
  expect(text(rows[1]!)).toBe('Loja Beta3R$ 5.000,00Inativo');
});
