// The access log of the production server: one JSON line per answer, written when it is sent (method,
// path, status, time, bytes on the wire). No IP, no headers, no query string (a reset token or an e-mail
// address in a link).
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Fastify's log controller writing the access log's lines. */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  // A visitor who leaves mid-download is no error; the answer's line says what was sent.
  override streamError(error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') super.streamError(error, request, reply);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const written = request.raw.socket?.bytesWritten;
    const line = {
      method: request.method,
      path: request.logPath,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      bytes: written === undefined ? undefined : written - request.bytesBefore,
    };
    if (error) request.log.error({ ...line, err: error }, 'request failed');
    else request.log.info(line);
  }
}

/** The logger's options: LOG_LEVEL info logs every answer, warn only errors; JSON lines on stdout. */
export const loggerOptions = (level: string) => ({
  level,
  base: null,
  timestamp: () => `,"time":"${new Date().toISOString()}"`,
});
