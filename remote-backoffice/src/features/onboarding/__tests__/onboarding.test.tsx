import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { AxiosProgressEvent } from 'axios';
import {
  payoutsContract as p,
  sellerOnboardingContract as c,
  type OnboardingChecklist,
  type SellerDocument,
} from '@pagora/shared/contracts';
import {
  answerOf,
  fakeApi,
  serverError,
  type FakeHandler,
  type FakeReply,
} from '@pagora/shared/client/testing';
import { DataProvider } from '@pagora/shared/data';
import { StandaloneProviders } from '@pagora/shared/frame';
import PayoutsPage from '../../../app/routes/payouts-page';
import { resetState, signInAs } from '../../../testing/render-page';
import { OnboardingPanel } from '../components/onboarding-panel';

jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);
jest.setTimeout(20_000);

const SELLER = '00000000-0000-4000-8000-0000000005e1';
const ID_LABEL = 'Documento de identidade (RG ou CNH)';

const document = (over: Partial<SellerDocument> = {}): SellerDocument => ({
  id: '00000000-0000-4000-8000-0000000000d1',
  category: 'identificacao',
  fileName: 'rg.jpg',
  sizeBytes: 1234,
  sentAt: '2026-03-20T12:00:00.000Z',
  providerDocumentId: 'doc-1',
  providerStatus: 'pending',
  ...over,
});

function checklist(done: { bank?: boolean; id?: boolean; selfie?: boolean } = {}, status = 'pending') {
  const requirements = [
    { key: 'conta_bancaria' as const, label: 'Conta bancária em seu nome', done: Boolean(done.bank) },
    { key: 'identificacao' as const, label: ID_LABEL, done: Boolean(done.id) },
    { key: 'selfie' as const, label: 'Selfie', done: Boolean(done.selfie) },
  ];
  const dados: OnboardingChecklist = {
    sellerId: SELLER,
    providerStatus: status as OnboardingChecklist['providerStatus'],
    requirements,
    missing: requirements.filter((r) => !r.done).map((r) => r.label),
    documents: done.id ? [document()] : [],
  };
  return answerOf(c.checklist, { dados });
}

/** The rest of 'Recebimentos' answers as for a seller with nothing yet (its balance is not ours to fake). */
const payoutRoutes: Record<string, FakeHandler> = {
  'GET /bank-accounts': () => answerOf(p.listBankAccounts, { data: [] }),
  'GET /payouts': () => answerOf(p.listPayouts, { data: [] }),
  'GET /banks': () => answerOf(p.listBanks, { data: [] }),
};

/** The onboarding section: the rest of the page may show its own alerts. */
const onboarding = () => within(screen.getByRole('region', { name: 'Cadastro em análise' }));

const renderRecebimentos = () =>
  render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={['/recebimentos']}>
        <PayoutsPage />
      </MemoryRouter>
    </StandaloneProviders>,
  );

const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'rg.jpg', { type: 'image/jpeg' });

beforeEach(() => resetState());
afterEach(() => act(() => toast.remove()));

test("a seller under review sees 'Cadastro em análise', what is missing and where to add its account", async () => {
  signInAs('seller');
  const api = fakeApi({ ...payoutRoutes, 'GET /seller-onboarding': () => checklist() });
  renderRecebimentos();
  expect(await screen.findByRole('heading', { name: 'Cadastro em análise' })).toBeInTheDocument();
  const items = within(screen.getByRole('list', { name: 'Itens para a aprovação' })).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    expect.stringContaining('Conta bancária em seu nome'),
    expect.stringContaining(ID_LABEL),
    expect.stringContaining('Selfie'),
  ]);
  expect(screen.getByRole('link', { name: 'Adicionar conta bancária' })).toHaveAttribute(
    'href',
    '/recebimentos#contas-titulo',
  );
  expect(screen.getByText(`Falta: Conta bancária em seu nome, ${ID_LABEL}, Selfie.`)).toBeInTheDocument();
  // Its own: no ?sellerId=.
  expect(api.callsTo('GET /seller-onboarding')[0]?.params).toEqual({});
});

test('uploads the identity document with its progress, then shows it as sent', async () => {
  signInAs('seller');
  const user = userEvent.setup();
  let sent = false;
  let release: (reply: FakeReply) => void = () => undefined;
  const api = fakeApi({
    ...payoutRoutes,
    'GET /seller-onboarding': () => checklist({ id: sent }),
    'POST /seller-onboarding/documents': ({ config }) => {
      config.onUploadProgress?.({ loaded: 40, total: 100 } as AxiosProgressEvent);
      return new Promise<FakeReply>((resolve) => {
        release = resolve;
      });
    },
  });
  renderRecebimentos();
  await user.upload(await screen.findByLabelText(`Enviar: ${ID_LABEL}`), jpeg());
  expect(await screen.findByRole('progressbar', { name: `Enviando ${ID_LABEL}` })).toHaveAttribute(
    'value',
    '40',
  );
  const form = api.callsTo('POST /seller-onboarding/documents')[0]?.body as FormData;
  expect(form.get('category')).toBe('identificacao');
  expect((form.get('file') as File).name).toBe('rg.jpg');

  sent = true;
  act(() =>
    release(answerOf(c.uploadDocument, { message: 'Documento enviado para análise.', dados: document() })),
  );
  expect(await screen.findByText('Documento enviado para análise.')).toBeInTheDocument();
  expect(await screen.findByText('Falta: Conta bancária em seu nome, Selfie.')).toBeInTheDocument();
  expect(screen.getByLabelText(`Enviar de novo: ${ID_LABEL}`)).toBeInTheDocument();
});

test('refuses a file that is not JPG, PNG or PDF, or over 5 MB, before sending it', async () => {
  signInAs('seller');
  const user = userEvent.setup({ applyAccept: false });
  const api = fakeApi({ ...payoutRoutes, 'GET /seller-onboarding': () => checklist() });
  renderRecebimentos();
  const input = await screen.findByLabelText('Enviar: Selfie');
  await user.upload(input, new File(['oi'], 'selfie.txt', { type: 'text/plain' }));
  expect(await onboarding().findByRole('alert')).toHaveTextContent('Envie o documento em JPG, PNG ou PDF.');
  const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'selfie.jpg', { type: 'image/jpeg' });
  await user.upload(input, big);
  expect(await onboarding().findByRole('alert')).toHaveTextContent('Arquivo muito grande. Máximo 5MB');
  expect(api.callsTo('POST /seller-onboarding/documents')).toHaveLength(0);
});

test("shows the API's refusal of a file in pt-BR", async () => {
  signInAs('seller');
  const user = userEvent.setup();
  const message = 'O conteúdo do arquivo não é JPG, PNG ou PDF. Envie o documento original.';
  fakeApi({
    ...payoutRoutes,
    'GET /seller-onboarding': () => checklist(),
    'POST /seller-onboarding/documents': () => ({
      status: 415,
      data: { message, code: 'document_content_mismatch' },
    }),
  });
  renderRecebimentos();
  await user.upload(await screen.findByLabelText('Enviar: Selfie'), jpeg());
  expect(await onboarding().findByRole('alert')).toHaveTextContent(message);
});

test('an approved seller does not see it; a failed read says so and can be retried', async () => {
  signInAs('seller');
  let fail = true;
  fakeApi({
    ...payoutRoutes,
    'GET /seller-onboarding': () =>
      fail ? serverError('Erro interno do servidor') : checklist({}, 'active'),
  });
  const user = userEvent.setup();
  renderRecebimentos();
  expect(screen.getByText('Carregando o cadastro...')).toBeInTheDocument();
  const retry = await screen.findByRole('button', { name: 'Recarregar cadastro' }, { timeout: 10_000 });
  fail = false;
  await user.click(retry);
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Recarregar cadastro' })).not.toBeInTheDocument(),
  );
  expect(await screen.findByRole('heading', { name: 'Recebimentos' })).toBeInTheDocument();
  expect(screen.queryByText('Cadastro em análise')).not.toBeInTheDocument();
});

test('a marketplace gets no upload on its page; it reads a seller checklist without acting', async () => {
  signInAs('marketplace');
  const api = fakeApi({ 'GET /seller-onboarding': () => checklist({ id: true }) });
  renderRecebimentos();
  expect(await screen.findByText('Selecione um vendedor')).toBeInTheDocument();
  expect(api.callsTo('GET /seller-onboarding')).toHaveLength(0);

  render(
    <StandaloneProviders>
      <DataProvider>
        <OnboardingPanel sellerId={SELLER} canAct={false} bankAccountsHref="/recebimentos" />
      </DataProvider>
    </StandaloneProviders>,
  );
  expect(await screen.findByText('Falta: Conta bancária em seu nome, Selfie.')).toBeInTheDocument();
  expect(api.callsTo('GET /seller-onboarding')[0]?.params).toEqual({ sellerId: SELLER });
  expect(screen.queryByLabelText(/^Enviar/)).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Adicionar conta bancária' })).not.toBeInTheDocument();
});
