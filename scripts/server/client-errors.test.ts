// The answers to requests that never arrive whole: a page in every language for a timeout, plain
// answers for malformed requests, nothing for a connection the client reset.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales';
import {
  clientErrorAnswer,
  clientErrorHandler,
  markAnsweredWhenSent,
  requestTimeoutPage,
  timeoutPageLanguages,
} from './client-errors.ts';

const failure = (code: string) => Object.assign(new Error(code), { code });

describe('requestTimeoutPage', () => {
  it("lists the site's languages, the one list of src/i18n/locales.ts", () => {
    expect(timeoutPageLanguages).toEqual([...locales]);
  });

  it('says what happened in each language of the dictionaries, each section in its own language', () => {
    const page = requestTimeoutPage();
    expect(page).toMatch(/^<!doctype html><html lang="nl">/);
    for (const [language, title] of [
      ['nl', 'Uw bericht is niet aangekomen'],
      ['fr', 'Votre message n’est pas arrivé'],
      ['en', 'Your message did not arrive'],
      ['de', 'Ihre Nachricht ist nicht angekommen'],
    ]) {
      expect(page).toContain(`<section lang="${language}"><h1>${title}</h1>`);
    }
    expect(page).not.toMatch(/requestTimeout|\{\{/);
  });
});

describe('clientErrorAnswer', () => {
  it('answers a timed-out request with 408 and the page, and closes the connection', () => {
    const answer = clientErrorAnswer(failure('ERR_HTTP_REQUEST_TIMEOUT'), '<p>é</p>') ?? '';
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toBe(
      'HTTP/1.1 408 Request Timeout\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: 9\r\nCache-Control: no-store\r\nConnection: close',
    );
    expect(body).toBe('<p>é</p>');
  });

  it('answers headers too large with 431 and other malformed requests with 400, in plain text', () => {
    expect(clientErrorAnswer(failure('HPE_HEADER_OVERFLOW'), '')).toMatch(/^HTTP\/1\.1 431 .*text\/plain/s);
    expect(clientErrorAnswer(failure('HPE_INVALID_METHOD'), '')).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });

  it('writes nothing to a connection the client reset', () => {
    expect(clientErrorAnswer(failure('ECONNRESET'), '')).toBeUndefined();
  });
});

describe('clientErrorHandler', () => {
  /** A connection as Node hands it to the handler, its parser holding the request being received. */
  const connection = (incoming: object) => {
    const written: string[] = [];
    const socket = {
      destroyed: false,
      writable: true,
      parser: { incoming },
      write: (text: string) => written.push(text),
      destroy: () => {
        socket.destroyed = true;
      },
    };
    return { socket, written };
  };
  const handle = clientErrorHandler('<p>page</p>') as (error: Error, socket: object) => void;

  it('answers a request that timed out before anything answered it, then closes', () => {
    const { socket, written } = connection({});
    handle(failure('ERR_HTTP_REQUEST_TIMEOUT'), socket);
    expect(written.join('')).toMatch(/^HTTP\/1\.1 408 /);
    expect(socket.destroyed).toBe(true);
  });

  it('writes no second answer to a request its route has answered while the body still arrived', () => {
    // Before: a no-JavaScript post refused at once (too large) got its 303, then the 408 page on the
    // same connection when the rest of its body took 90 s.
    const request = {};
    const response = new EventEmitter();
    markAnsweredWhenSent(request as never, response as never);
    response.emit('finish');
    const { socket, written } = connection(request);
    handle(failure('ERR_HTTP_REQUEST_TIMEOUT'), socket);
    expect(written).toEqual([]);
    expect(socket.destroyed).toBe(true);
  });
});
