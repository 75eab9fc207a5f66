import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type {
  RemoteName,
  RemotePageId,
  RemotePageModule,
  RemoteRegistryEntry,
} from '@pagora/shared/client/core';

/** Where the deployment says the remotes live. Served with no-store: it is the one mutable pointer. */
export const REGISTRY_URL = '/remotes.json';

let registry: Promise<RemoteRegistryEntry[]> | null = null;

function isEntry(value: unknown): value is RemoteRegistryEntry {
  const v = value as Partial<RemoteRegistryEntry> | null;
  return typeof v?.name === 'string' && typeof v.entry === 'string';
}

async function fetchRegistry(): Promise<RemoteRegistryEntry[]> {
  const response = await fetch(REGISTRY_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`registry answered ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('registry is not a list');
  return body.filter(isEntry).map(({ name, entry }) => ({ name, entry }));
}

/** Reads the registry once and registers every remote; a failed read is retried on the next call. */
export function loadRegistry(): Promise<RemoteRegistryEntry[]> {
  if (!registry) {
    registry = fetchRegistry().then((list) => {
      registerRemotes(list);
      return list;
    });
    registry.catch((error: unknown) => {
      console.error('Registro de módulos indisponível', error);
      registry = null;
    });
  }
  return registry;
}

/** Loads one exposed page; rejects when the registry, the remote or the module is unavailable. */
export async function loadRemotePage(id: RemotePageId): Promise<RemotePageModule> {
  await loadRegistry();
  const mod = await loadRemote<RemotePageModule>(id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`remote module ${id} has no page`);
  return mod;
}

/**
 * After a failure: read the registry again and re-register that one remote with `force`, which
 * drops the runtime's cached failure. Remotes that loaded fine are left alone.
 */
export async function reloadRemote(name: RemoteName): Promise<void> {
  const list = await loadRegistry();
  let entry = list.find((e) => e.name === name);
  try {
    const fresh = await fetchRegistry();
    entry = fresh.find((e) => e.name === name) ?? entry;
  } catch {
    // keep the entry we had
  }
  if (entry) registerRemotes([entry], { force: true });
}
