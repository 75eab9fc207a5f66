import { DEMO, expect, logIn, test } from './fixtures';

type ShareEntry = { from: string; loaded?: boolean; useIn: string[] };
type ShareMap = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;

/**
 * The session store and the axios instance live in @pagora/shared; they work across remotes only
 * if every app gets the same copy. Read the federation runtime's share scope after a remote has
 * loaded: each singleton must have one loaded version, provided by the shell, used by the remote.
 */
test('one React, one store and one @pagora/shared across the shell and a remote', async ({ page }) => {
  await logIn(page, DEMO.seller);
  await page.goto('/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Links de Pagamento' })).toBeVisible();
  // The remote's own API call carried the shell's token: the list shows the seller's demo links.
  await expect(page.getByText('Vaso de cerâmica pintado à mão').first()).toBeVisible();

  const share = await page.evaluate(
    () => (window as unknown as { __FEDERATION__: { __SHARE__: ShareMap } }).__FEDERATION__.__SHARE__,
  );
  const loaded = (pkg: string) => {
    const found = new Map<string, ShareEntry>();
    for (const scopes of Object.values(share))
      for (const pkgs of Object.values(scopes))
        for (const [version, entry] of Object.entries(pkgs[pkg] ?? {}))
          if (entry.loaded) found.set(version, entry);
    return [...found.entries()];
  };

  for (const pkg of [
    'react',
    'react-dom',
    'react-router-dom',
    'zustand',
    'axios',
    '@pagora/shared',
    '@pagora/shared/client',
  ]) {
    const versions = loaded(pkg);
    expect(versions, `${pkg} is loaded exactly once`).toHaveLength(1);
    expect(versions[0]?.[1].from, `${pkg} comes from the shell`).toBe('shell');
  }
  for (const pkg of ['react', 'react-router-dom', '@pagora/shared/client']) {
    expect(loaded(pkg)[0]?.[1].useIn, `${pkg} is used by the remote`).toContain('backoffice');
  }
});
