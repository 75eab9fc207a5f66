/// <reference types="jest" />
/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { queryClient, withDataLayer } from '../index';
import { renderWithData } from '../testing';

function ClientProbe({ label }: { label: string }) {
  const client = useQueryClient();
  return <p>{`${label}: ${client === queryClient ? 'shared' : 'own'}`}</p>;
}

test('a wrapped page gets the one shared client, with the back-office defaults', () => {
  const Page = withDataLayer(ClientProbe);
  render(<Page label="page" />);
  expect(screen.getByText('page: shared')).toBeInTheDocument();
  expect(queryClient.getDefaultOptions().queries).toMatchObject({
    retry: 1,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  });
});

test('a client provided above wins, so nested pages and tests never split the cache', () => {
  const Page = withDataLayer(ClientProbe);
  const { client } = renderWithData(<Page label="page" />);
  expect(screen.getByText('page: own')).toBeInTheDocument();
  expect(client).not.toBe(queryClient);
});

test('each renderWithData starts from an empty cache that does not retry', () => {
  const first = renderWithData(<ClientProbe label="first" />).client;
  first.setQueryData(['links'], [1, 2]);
  const second = renderWithData(<ClientProbe label="second" />).client;
  expect(second.getQueryData(['links'])).toBeUndefined();
  expect(second.getDefaultOptions().queries?.retry).toBe(false);
});

test('names the wrapper after the page, for DevTools and the exposes contract', () => {
  expect(withDataLayer(ClientProbe).displayName).toBe('withDataLayer(ClientProbe)');
});
