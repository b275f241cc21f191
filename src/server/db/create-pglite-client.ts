import { PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { EVENT_LOOP_TURNS } from '../event-loop/create-turn-budget';
import { createTurnQueue } from '../event-loop/create-turn-queue';

/**
 * The types Drizzle reads as PostgreSQL's text and converts itself: timestamps, dates, intervals,
 * their arrays and numeric[] (drizzle-orm/pglite asks for exactly these on every query).
 */
const DRIZZLE_TEXT_TYPES: number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const asText = (value: string) => value;
/** A statement that only reads: not a WITH, which may hold an INSERT, UPDATE or DELETE. */
const PLAIN_SELECT = /^\s*select\b/i;

/**
 * PGlite as the server uses it, through Drizzle (see decision 012):
 * - Drizzle's text types are the instance's own parsers. Drizzle passes them with every query, and
 *   PGlite then copies its whole table of parsers (about 300) for that query; such a request is
 *   dropped here, as it asks for nothing the instance does not already do.
 * - Queries, statement batches and transactions run one at a time within the event loop's turn
 *   budget, so that it accepts connections and answers in between (PGlite runs on this thread).
 */
export class ServerPGlite extends PGlite {
  readonly #takeTurn = createTurnQueue(EVENT_LOOP_TURNS);
  /** Set once started: PGlite's start-up queries neither take turns nor find Drizzle's parsers. */
  #started = false;
  #writes = 0;

  /**
   * How many statements that may have changed data have finished: any but a plain SELECT (batches
   * and transactions always), a failed one included, counted before their caller goes on. What was read while it stays the same is
   * still what the database holds (create-read-cache.ts).
   */
  get writes() {
    return this.#writes;
  }

  async #counted<T>(statement: () => Promise<T>, changedNothing: (result: T) => boolean) {
    let readOnly = false;
    try {
      const result = await statement();
      readOnly = changedNothing(result);
      return result;
    } finally {
      if (!readOnly) this.#writes++;
    }
  }

  /** Called once PGlite is ready (its own start-up has set the array types' parsers by then). */
  start() {
    this.#started = true;
  }

  #withoutDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
    const asked = options?.parsers;
    if (!asked || !Object.keys(asked).every((type) => DRIZZLE_TEXT_TYPES.includes(Number(type)))) {
      return options;
    }
    // Refreshed array types (refreshArrayTypes) replace the array types' parsers: set them again.
    for (const type of DRIZZLE_TEXT_TYPES) if (this.parsers[type] !== asText) this.parsers[type] = asText;
    const { parsers: _drizzleParsers, ...rest } = options;
    return rest;
  }

  #inTurn<T>(task: () => Promise<T>) {
    return this.#started ? this.#takeTurn(task) : task();
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    return this.#inTurn(() =>
      this.#counted(
        () => super.query<T>(query, params, this.#started ? this.#withoutDrizzleParsers(options) : options),
        (result) => result.command === 'SELECT' && PLAIN_SELECT.test(query),
      ),
    );
  }

  override exec(query: string, options?: QueryOptions) {
    return this.#inTurn(() =>
      this.#counted(
        () => super.exec(query, this.#started ? this.#withoutDrizzleParsers(options) : options),
        () => false,
      ),
    );
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>) {
    return this.#inTurn(() =>
      this.#counted(
        () => super.transaction(callback),
        () => false,
      ),
    );
  }
}

/** A started PGlite persisted in `dataDir`, or in memory (empty, or from a dumped data dir). */
export const createPgliteClient = async (options: { dataDir?: string; loadDataDir?: Blob }) => {
  const client = new ServerPGlite(options);
  await client.waitReady;
  client.start();
  return client;
};
