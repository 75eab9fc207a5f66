import {
  PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements kept prepared at once; the least recently used is closed past this. */
export const PREPARED_STATEMENTS_KEPT = 500;

/** PostgreSQL's answer when a prepared `SELECT *` meets a table whose columns have changed. */
const CHANGED_RESULT_TYPE = /cached plan must not change result type/;

type Prepared = { name: string; paramTypes: number[] };

/**
 * PGlite running each parameterized query as a named prepared statement, in one trip into the
 * database. PGlite's own `query` sends Parse, Describe, Bind, Describe, Execute and Sync as six
 * separate calls into WebAssembly, and PostgreSQL parses and plans the text again each time: a
 * primary-key read cost 0.37 ms that way and 0.16 ms prepared, the payer's link join 1.30 ms and
 * 0.39 ms (docs/decisions/032-prepared-statements-on-pglite.md). Here a text is
 * parsed once (its parameter types kept), then each run is Bind, Describe, Execute and Sync in one
 * message. Values are serialized by PGlite's own serializers for those types and rows parsed by its
 * own parsers, so callers (drizzle, pg-boss, our raw SQL) see exactly what `query` answered.
 * Queries in a transaction take the same path. A query carrying a blob, notice callback or
 * explicit parameter types goes PGlite's own way.
 */
export class PreparedPGlite extends PGlite {
  readonly #statements = new Map<string, Prepared>();
  #nextName = 0;

  override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!preparable(options)) return super.query<T>(text, params, options);
    await this._checkReady();
    return this._runExclusiveTransaction(() => this.#run<T>(text, params, options));
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      // Like PGlite's own transaction object, a plain one: its `query` may be replaced (the
      // statements bench counts through it).
      const prepared: Transaction = Object.create(tx, {
        query: {
          writable: true,
          configurable: true,
          enumerable: true,
          value: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (!preparable(options)) return tx.query<R>(text, params, options);
            if (tx.closed) throw new Error('Transaction is closed');
            return this.#run<R>(text, params, options);
          },
        },
      }) as Transaction;
      return callback(prepared);
    });
  }

  /** Runs under PGlite's query lock; the caller holds the transaction lock (or is in one). */
  #run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    return this._runExclusiveQuery(async () => {
      try {
        return await this.#execute<T>(text, params, options);
      } catch (err) {
        // A table changed under a prepared `SELECT *` (a migration in a running process): prepare
        // it again, once.
        if (!(err instanceof Error) || !CHANGED_RESULT_TYPE.test(err.message)) throw err;
        await this.#forget(text);
        return this.#execute<T>(text, params, options);
      }
    });
  }

  async #execute<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = await this.#prepare(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? this.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await this.execProtocol(
      concat(
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ),
    );
    return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
  }

  async #prepare(text: string): Promise<Prepared> {
    const known = this.#statements.get(text);
    if (known) {
      // Most recently used last: the first entry is the one to close when the map is full.
      this.#statements.delete(text);
      this.#statements.set(text, known);
      return known;
    }
    if (this.#statements.size >= PREPARED_STATEMENTS_KEPT) {
      const [oldest] = this.#statements.keys();
      if (oldest !== undefined) await this.#forget(oldest);
    }
    const name = `pagora_${(this.#nextName += 1)}`;
    const { messages } = await this.execProtocol(
      concat(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()),
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#statements.set(text, statement);
    return statement;
  }

  async #forget(text: string): Promise<void> {
    const statement = this.#statements.get(text);
    if (!statement) return;
    this.#statements.delete(text);
    await this.execProtocol(concat(serialize.close({ type: 'S', name: statement.name }), serialize.sync()));
  }
}

/** Options PGlite's own path handles and this one does not. */
function preparable(options: QueryOptions | undefined): boolean {
  return !options?.blob && !options?.onNotice && !options?.paramTypes;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
