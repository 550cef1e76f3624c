// The preview's state (carts, customers, sessions, addresses, sign-ups, contact messages, analytics, search events) in SQLite,
// so a restart loses nothing. Schema changes are numbered migrations tracked by user_version.
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';

export type StateDb = Database.Database;

export interface OpenDbOptions {
  stateDir: string;
  /** wipe all state first (npm start -- --reset) */
  reset?: boolean;
}

export const DB_FILE = 'preview.sqlite';

const MIGRATIONS: string[] = [
  // 1: the initial schema
  `
  CREATE TABLE carts (
    token TEXT PRIMARY KEY,
    note TEXT,
    attributes TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE cart_lines (
    cart_token TEXT NOT NULL REFERENCES carts(token) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    key TEXT NOT NULL,
    variant_id INTEGER NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    properties TEXT NOT NULL DEFAULT '{}',
    selling_plan_id INTEGER,
    created_at TEXT NOT NULL,
    PRIMARY KEY (cart_token, position)
  );
  CREATE TABLE customers (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    accepts_marketing INTEGER NOT NULL DEFAULT 0,
    tags TEXT NOT NULL DEFAULT '[]',
    seeded INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE TABLE sessions (
    token TEXT PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL
  );
  CREATE TABLE addresses (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    company TEXT NOT NULL DEFAULT '',
    address1 TEXT NOT NULL DEFAULT '',
    address2 TEXT NOT NULL DEFAULT '',
    city TEXT NOT NULL DEFAULT '',
    province TEXT NOT NULL DEFAULT '',
    province_code TEXT NOT NULL DEFAULT '',
    country TEXT NOT NULL,
    country_code TEXT NOT NULL DEFAULT '',
    zip TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    is_default INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE INDEX addresses_by_customer ON addresses(customer_id);
  CREATE TABLE newsletter_signups (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL,
    list_id TEXT,
    source TEXT,
    payload TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL
  );
  CREATE TABLE analytics_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL DEFAULT '{}',
    created_at TEXT NOT NULL
  );
  `,
  // 2: events accepted by the Algolia Insights stand-in (preview/services/insights.ts)
  `
  CREATE TABLE insights_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    app_id TEXT NOT NULL,
    event_type TEXT NOT NULL,
    event_subtype TEXT,
    event_name TEXT NOT NULL,
    index_name TEXT NOT NULL,
    user_token TEXT NOT NULL,
    authenticated_user_token TEXT,
    query_id TEXT,
    object_ids TEXT,
    timestamp INTEGER NOT NULL,
    payload TEXT NOT NULL,
    received_at TEXT NOT NULL
  );
  CREATE INDEX insights_events_by_user ON insights_events(user_token);
  `,
  // 3: messages sent with the contact form (preview/shop/contact-messages.ts)
  `
  CREATE TABLE contact_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL,
    phone TEXT NOT NULL DEFAULT '',
    body TEXT NOT NULL DEFAULT '',
    fields TEXT NOT NULL DEFAULT '{}',
    page TEXT NOT NULL DEFAULT '/',
    created_at TEXT NOT NULL
  );
  `,
];

function migrate(db: StateDb): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

export function openDb({ stateDir, reset = false }: OpenDbOptions): StateDb {
  fs.mkdirSync(stateDir, { recursive: true });
  const file = path.join(stateDir, DB_FILE);
  if (reset) {
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs at checkpoints, not at every commit: a killed process loses nothing
  // (the commit is in the WAL file before the answer leaves), only a power cut could lose the last
  // commits, which a local preview can afford (tests/contract/durability.test.ts).
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 2000');
  migrate(db);
  return db;
}

// Preparing SQL costs more than running it on these small tables: hot paths reuse statements.
const statements = new WeakMap<StateDb, Map<string, Database.Statement>>();

/** The prepared statement for `sql` on `db`, prepared once. */
export function statement(db: StateDb, sql: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map<string, Database.Statement>()));
  let prepared = cache.get(sql);
  if (!prepared) cache.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}

export function nowIso(): string {
  return new Date().toISOString();
}
