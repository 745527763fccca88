// A CRM's webhook for the API tests: a real HTTP server on 127.0.0.1 that keeps every request (headers
// and raw body) and answers as the test tells it, lead by lead: a status, a body of any size, or no
// answer at all. It can be stopped and started again on its port (the CRM away).
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';

/** One request the receiver got. */
export interface LeadRequest {
  readonly headers: IncomingHttpHeaders;
  readonly raw: string;
  readonly lead: { readonly id: string } & Record<string, unknown>;
}

/** How to answer a lead: a status, with a body of `bodyBytes` bytes; or `hang`: never answer. */
export type Answer = { readonly status: number; readonly bodyBytes?: number } | 'hang';

export class CrmReceiver {
  readonly requests: LeadRequest[] = [];
  /** The answers still to give to each lead id, in order; then 200. */
  readonly script = new Map<string, Answer[]>();
  /** Bytes of each big answer written before the client went away. */
  readonly written: number[] = [];
  private server: Server | undefined;
  private readonly hanging = new Set<ServerResponse>();

  constructor(readonly port: number) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/leads`;
  }

  /** The requests that carried lead `id`. */
  of(id: string): LeadRequest[] {
    return this.requests.filter((request) => request.lead.id === id);
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const lead = JSON.parse(raw) as LeadRequest['lead'];
        this.requests.push({ headers: request.headers, raw, lead });
        const answer = this.script.get(lead.id)?.shift() ?? { status: 200 };
        if (answer === 'hang') {
          this.hanging.add(response);
          return;
        }
        this.answer(response, answer.status, answer.bodyBytes ?? 2);
      });
    });
    await new Promise<void>((done) => server.listen(this.port, '127.0.0.1', done));
    this.server = server;
  }

  /** Writes `bytes` bytes, as fast as the client reads them, counting what went before it hung up. */
  private answer(response: ServerResponse, status: number, bytes: number): void {
    response.writeHead(status, { 'Content-Type': 'text/plain', 'Content-Length': String(bytes) });
    const piece = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const more = () => {
      while (sent < bytes) {
        const size = Math.min(piece.length, bytes - sent);
        sent += size;
        if (!response.write(piece.subarray(0, size))) return;
      }
      response.end();
    };
    response.on('drain', more);
    response.on('close', () => {
      if (bytes > 1_000_000) this.written.push(sent);
    });
    more();
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.hanging.clear();
    const server = this.server;
    this.server = undefined;
    if (server === undefined) return;
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  }
}
