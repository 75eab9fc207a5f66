/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem } from '../index';

const tabs: TabItem[] = [
  { id: 'pessoal', label: 'Informações Pessoais', content: <p>Nome</p> },
  { id: 'contato', label: 'Contato', content: <p>Telefone</p> },
  { id: 'endereco', label: 'Endereço', content: <p>CEP</p> },
];

test('shows one panel at a time, named by its tab', async () => {
  render(<Tabs tabs={tabs} label="Editar Vendedor" />);
  expect(screen.getByRole('tablist', { name: 'Editar Vendedor' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Informações Pessoais' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'Informações Pessoais' })).toHaveTextContent('Nome');

  await userEvent.click(screen.getByRole('tab', { name: 'Contato' }));
  expect(screen.getByRole('tabpanel', { name: 'Contato' })).toHaveTextContent('Telefone');
  expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  // Hidden panels stay mounted, so a form keeps what was typed there.
  expect(screen.getByText('Nome', { selector: 'p' })).not.toBeVisible();
});

test('arrow keys, Home and End move between tabs and wrap around', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Tabs tabs={tabs} onChange={onChange} />);
  await user.click(screen.getByRole('tab', { name: 'Informações Pessoais' }));
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Endereço' })).toHaveFocus();
  expect(screen.getByRole('tab', { name: 'Endereço' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Informações Pessoais' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(onChange).toHaveBeenLastCalledWith('endereco');
  expect(screen.getByRole('tab', { name: 'Endereço' })).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'Contato' })).toHaveAttribute('tabindex', '-1');
});

test('a controlled tab list follows its active prop', () => {
  render(<Tabs tabs={tabs} active="endereco" onChange={jest.fn()} />);
  expect(screen.getByRole('tabpanel', { name: 'Endereço' })).toHaveTextContent('CEP');
});
