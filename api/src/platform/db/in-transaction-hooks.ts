import type { Db } from './client';

/** Runs on `db`, the recording transaction: what it writes commits (or rolls back) with the change. */
export type InTransactionHook<T> = (db: Db, value: T) => Promise<void>;

/**
 * The one way a domain tells others of a change inside the transaction that records it, without
 * importing them: they register a hook once per process (like the demo seeders), the owner runs
 * them with its transaction. The outbox rows they write commit or roll back with the change.
 */
export function inTransactionHooks<T>() {
  const hooks: InTransactionHook<T>[] = [];
  return {
    on(hook: InTransactionHook<T>): void {
      if (!hooks.includes(hook)) hooks.push(hook);
    },
    async run(db: Db, value: T): Promise<void> {
      for (const hook of hooks) await hook(db, value);
    },
  };
}
