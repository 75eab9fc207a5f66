import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export const REGISTRY = [
  { name: 'backoffice', entry: '/remotes/backoffice/mf-manifest.json' },
  { name: 'admin', entry: '/remotes/admin/mf-manifest.json' },
  { name: 'billing', entry: '/remotes/billing/mf-manifest.json' },
  { name: 'checkout', entry: '/remotes/checkout/mf-manifest.json' },
];

export const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
export const mockedRegisterRemotes = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

/** The registry answers; each remote page renders its own id as a heading. */
export function remotesWork() {
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => REGISTRY,
  })) as unknown as typeof fetch;
  mockedLoadRemote.mockImplementation(async (id: string) => ({ default: () => <h1>{`remote ${id}`}</h1> }));
}
