/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import { StandaloneApp } from '../index';

const routes = [{ path: '/hello/:name', Page: () => <h1>Olá</h1> }];

afterEach(() => window.history.pushState({}, '', '/'));

test('mounts each page on its own path', async () => {
  window.history.pushState({}, '', '/hello/ana');
  render(<StandaloneApp routes={routes} />);
  expect(await screen.findByRole('heading', { level: 1, name: 'Olá' })).toBeInTheDocument();
});

test('any other path shows the not-found state', () => {
  window.history.pushState({}, '', '/nowhere');
  render(<StandaloneApp routes={routes} />);
  expect(screen.getByText('Página não encontrada')).toBeInTheDocument();
});
