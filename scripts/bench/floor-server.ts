// The floors of the store benchmark (scripts/bench/stores-load.ts): a bare Node HTTP server that reads
// each post and answers 204 (the ceiling of the process), or one that makes the same durable write per
// post as the API, one insert into submissions with the API's store settings (SQLite: WAL,
// synchronous=FULL, the same group commit; PostgreSQL: the same pool, synchronous_commit on, the posts
// of a turn in one insert as the API batches its plain posts), and answers 201 once it is committed (the
// ceiling of durability). API_PROCESSES runs it in N processes on one port, as the API. Usage: tsx scripts/bench/floor-server.ts bare|sqlite|postgres
import { createServer } from 'node:http';
import { callBatcher } from '../../src/server/call-batcher';
import { openPostgresDatabase } from '../../src/server/postgres-database';
import { plainPostBatches } from '../../src/server/postgres-plain-posts';
import { serverConfig } from '../../src/server/server-config';
import { openSqliteDatabase } from '../../src/server/sqlite-database';
import { serveProcesses } from '../server/api-processes.mjs';

type Write = (id: string, body: string) => Promise<unknown>;

function durableWrite(mode: string): Write | undefined {
  const config = serverConfig();
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
    return (id, body) =>
      write(() => {
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
    return (id, body) => insertTogether(row(id, body));
  }
  return undefined;
}

async function start() {
  const mode = process.argv[2] ?? 'bare';
  const write = durableWrite(mode);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (write === undefined) {
        response.writeHead(204).end();
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      let id: string;
      try {
        id = String((JSON.parse(body) as { submissionId?: unknown }).submissionId);
      } catch {
        response.writeHead(400).end();
        return;
      }
      write(id, body).then(
        () => response.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id })),
        () => response.writeHead(503).end(),
      );
    });
  });
  await new Promise<void>((done) => server.listen(Number(process.env['PORT'] ?? 0), '127.0.0.1', done));
  return server;
}

await serveProcesses(start, (address: string) => console.log(`Serving on http://${address}`));
