import { create } from 'zustand';
import type { BrandSettings, SessionUser } from './session-schemas';

/** Browser-storage keys, as the spec names them ('user', 'token'); brand settings beside them. */
export const STORAGE_KEYS = { user: 'user', token: 'token', settings: 'brandSettings' } as const;

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  settings: BrandSettings | null;
  /** True at start (until `restore`) and while an auth call runs. */
  loading: boolean;
  /** The last login error message. */
  error: string | null;
  /**
   * Reads the stored session. Nothing stored settles at once; a stored user is first checked
   * against the accounts contract, whose schemas (zod) load only then: a signed-out visitor's first
   * page never downloads them. Render after it settles.
   */
  restore: () => Promise<void>;
  /** From the login answer (`accountsContract.login`). */
  signIn: (answer: { user: SessionUser; token: string; settings?: BrandSettings | null }) => void;
  setUser: (user: SessionUser) => void;
  setSettings: (settings: BrandSettings | null) => void;
  setLoading: (loading: boolean) => void;
  setError: (error: string | null) => void;
  /** Logout and session expiry: forget the user and wipe browser storage. */
  clear: () => void;
}

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // storage full or blocked (private mode): the session still lives in memory
  }
}

/**
 * The one session store. It lives in `@pagora/shared/client/core`, which every app shares as a
 * singleton (`@pagora/shared/client` re-exports it through that entry), so the shell and all
 * remotes read the same user and token.
 * It does not read storage by itself: the shell calls `restore()` at start, and the
 * standalone checkout never does, so payers stay anonymous.
 */
export const useSession = create<SessionState>()((set) => ({
  user: null,
  token: null,
  settings: null,
  loading: true,
  error: null,
  restore: async () => {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const stored = readJson(STORAGE_KEYS.user);
    const signedOut = () => set({ token: null, user: null, loading: false });
    if (!token || stored === null) return signedOut();
    // When the check cannot load (offline): signed out for now; storage is kept for the next start.
    const schemas = await import('./session-schemas').catch(() => null);
    if (!schemas) return signedOut();
    const user = schemas.sessionUserSchema.safeParse(stored);
    const settings = schemas.brandSettingsSchema.safeParse(readJson(STORAGE_KEYS.settings));
    if (user.success) {
      set({ token, user: user.data, settings: settings.success ? settings.data : null, loading: false });
    } else {
      signedOut();
    }
  },
  signIn: ({ user, token, settings }) => {
    write(STORAGE_KEYS.user, user);
    write(STORAGE_KEYS.token, token);
    write(STORAGE_KEYS.settings, settings ?? null);
    set({ user, token, settings: settings ?? null, error: null, loading: false });
  },
  setUser: (user) => {
    write(STORAGE_KEYS.user, user);
    set({ user });
  },
  setSettings: (settings) => {
    write(STORAGE_KEYS.settings, settings);
    set({ settings });
  },
  setLoading: (loading) => set({ loading }),
  setError: (error) => set({ error }),
  clear: () => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // nothing to wipe
    }
    set({ user: null, token: null, settings: null, loading: false });
  },
}));
