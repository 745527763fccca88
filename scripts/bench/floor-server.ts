// The floors of the store benchmark (scripts/bench/stores-load.ts): a bare Node HTTP server that reads
// each post and answers 204 (the ceiling of the process), or one that makes the same durable write per
// post as the API, one insert into submissions with the API's store settings (SQLite: WAL,
// synchronous=FULL, the same group commit; PostgreSQL: the same pool, synchronous_commit on, the posts
// of a turn in one insert as the API batches its plain posts), and answers 201 once it is committed (the
// ceiling of durability). API_PROCESSES runs it in N processes on one port, as the API.
//
// Two rungs between that floor and the API say where a post's time goes, each adding work a post cannot
// skip: `checks` validates the form and checks its proof of work before the same insert; `store` then
// hands the post to the API's own store (`attemptSubmission`: its idempotency, the challenge spent, the
// rate limit counted, the row saved, in one transaction) without the two e-mails the API composes and
// queues with it. Usage: tsx scripts/bench/floor-server.ts bare|sqlite|postgres [insert|checks|store]
import { createServer } from 'node:http';
import { validateForm } from '../../src/domain/forms/schemas';
import { type CheckedProofOfWork, checkProofOfWork } from '../../src/server/forms/proof-of-work';
import { callBatcher } from '../../src/server/owner/call-batcher';
import { type ServerConfig, serverConfig } from '../../src/server/server-config';
import { openFormStore } from '../../src/server/store/open-stores';
import { openPostgresDatabase } from '../../src/server/store/postgres-database';
import { plainPostBatches } from '../../src/server/store/postgres-plain-posts';
import { openSqliteDatabase } from '../../src/server/store/sqlite-database';
import { serveProcesses } from '../server/api-processes.ts';

/** A post as the floor read it: its id, its body as sent and parsed, and the visitor it came from. */
interface Post {
  readonly id: string;
  readonly body: string;
  readonly fields: Readonly<Record<string, unknown>>;
  readonly from: string;
  /** Its proof of work, once checked (the `checks` and `store` rungs). */
  readonly challenge?: CheckedProofOfWork;
}

/** Stores one post; false when the store refused it (a spent challenge, a rate limit). */
type Write = (post: Post) => Promise<boolean>;

function durableWrite(mode: string, config: ServerConfig): Write | undefined {
  const row = (id: string, body: string) => ({
    id,
    kind: 'site-contact',
    locale: 'fr',
    email: 'floor@example.be',
    body,
    file_path: null,
    created_at: Date.now(),
  });
  if (mode === 'sqlite') {
    const { prepare, write } = openSqliteDatabase(config.databasePath);
    return async ({ id, body }) => {
      await write(() => {
        const values = row(id, body);
        prepare(
          'INSERT INTO submissions (id, kind, locale, email, body, file_path, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
        ).run(
          values.id,
          values.kind,
          values.locale,
          values.email,
          values.body,
          values.file_path,
          values.created_at,
        );
      });
      return true;
    };
  }
  if (mode === 'postgres') {
    if (config.databaseUrl === undefined) throw new Error('DATABASE_URL is needed');
    const { run } = openPostgresDatabase(config.databaseUrl, { poolSize: config.databasePoolSize });
    // The posts of a turn in one insert and one commit, batched as the API batches its plain posts.
    const insertTogether = callBatcher(
      (rows: readonly ReturnType<typeof row>[]) =>
        run(async (db) => {
          await db
            .insertInto('submissions')
            .values([...rows])
            .onConflict((conflict) => conflict.column('id').doNothing())
            .execute();
          return rows.map(() => undefined);
        }),
      plainPostBatches,
    );
    return async ({ id, body }) => {
      await insertTogether(row(id, body));
      return true;
    };
  }
  return undefined;
}

/** The API's store, given what the API gives it for a checked post, without its e-mails. */
function storeWrite(config: ServerConfig): Write {
  const store = openFormStore(config);
  return async ({ id, fields, from, challenge }) => {
    const now = Date.now();
    const attempt = await store.attemptSubmission({
      challenge,
      limits: [{ key: `form:${from}`, windowMs: 10 * 60 * 1000, limit: config.formRateLimit }],
      now,
      save: {
        submission: {
          id,
          kind: 'site-contact',
          locale: 'fr',
          email: String(fields['email']),
          body: fields,
          createdAt: now,
        },
        emails: [],
      },
    });
    return attempt.type === 'saved' || attempt.type === 'repeated';
  };
}

/** `write` after the checks the API makes of every post: the form's fields, then its proof of work. */
function checkedWrite(write: Write, config: ServerConfig): Write {
  return async (post) => {
    if (!validateForm('site-contact', post.fields).ok) return false;
    const challenge = await checkProofOfWork(String(post.fields['altcha']), config);
    return challenge !== undefined && write({ ...post, challenge });
  };
}

/** The rung's write, or none for the bare server. */
function rungWrite(mode: string, rung: string): Write | undefined {
  const config = serverConfig();
  if (mode === 'bare') return undefined;
  if (rung === 'store') return checkedWrite(storeWrite(config), config);
  const insert = durableWrite(mode, config);
  if (insert === undefined) throw new Error(`unknown floor: ${mode}`);
  if (rung === 'checks') return checkedWrite(insert, config);
  if (rung === 'insert') return insert;
  throw new Error(`unknown rung: ${rung}`);
}

async function start() {
  const write = rungWrite(process.argv[2] ?? 'bare', process.argv[3] ?? 'insert');
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (write === undefined) {
        response.writeHead(204).end();
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      let fields: Record<string, unknown>;
      try {
        fields = JSON.parse(body) as Record<string, unknown>;
      } catch {
        response.writeHead(400).end();
        return;
      }
      const id = String(fields['submissionId']);
      // The visitor the bench names, as the API reads it behind TRUST_PROXY.
      const from = String(request.headers['x-forwarded-for'] ?? request.socket.remoteAddress);
      write({ id, body, fields, from }).then(
        (stored) =>
          stored
            ? response.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id }))
            : response.writeHead(422).end(),
        () => response.writeHead(503).end(),
      );
    });
  });
  await new Promise<void>((done) => server.listen(Number(process.env['PORT'] ?? 0), '127.0.0.1', done));
  return server;
}

await serveProcesses(start, (address: string) => console.log(`Serving on http://${address}`));
