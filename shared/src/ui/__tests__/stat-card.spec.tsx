/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { render, screen, within } from '@testing-library/react';
import { STATUS_GROUP_TONE, StatCard, StatGrid, StatusBadge } from '../index';

test('a stat card is a group named by its title, with its value and hint', () => {
  render(
    <StatGrid>
      <StatCard title="Receita Total" value="R$ 1.234,56" hint="12 transações" tone="success" />
      <StatCard title="Recusadas" value="3" />
    </StatGrid>,
  );
  const revenue = screen.getByRole('group', { name: 'Receita Total' });
  expect(within(revenue).getByText('R$ 1.234,56')).toBeInTheDocument();
  expect(within(revenue).getByText('12 transações')).toBeInTheDocument();
  expect(revenue.className).toContain('success');
  expect(screen.getByRole('group', { name: 'Recusadas' }).className).toContain('neutral');
});

test('a status badge shows its label in its tone', () => {
  render(<StatusBadge tone={STATUS_GROUP_TONE.pending} label="Pendente" />);
  expect(screen.getByText('Pendente').className).toContain('warning');
});
