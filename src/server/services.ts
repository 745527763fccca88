// The server's services, wired in one place: settings, the form and owner stores, the clock, the mail
// sender, the password work queue, the common-password list and the live export. Handlers receive
// what they need of these as arguments; the routes take them from `context.locals.services`, which the
// middleware sets for every on-demand request (src/middleware.ts). The background work (the outbox
// worker, forgetting past view days) starts with the services, once per process (in one of
// API_PROCESSES), as soon as `npm start` listens (scripts/server/serve.ts), else on the first on-demand
// request. Tests build their own services (openServices) or handler arguments instead.
import { join } from 'node:path';
import { dataDir } from '../data/data-dir';
import type { ExportModel } from '../data/export-model';
import { loadExport } from '../data/load-export';
import { dayIn } from '../domain/portal/view-statistics';
import { atPublicSiteUrl } from './http/public-site-url';
import { visitorRequestCount } from './http/visitor-requests';
import { createSender, runOutboxWorker, type Sender } from './mail/outbox-worker';
import { commonPasswordList, type OwnerApi } from './owner/owner-api';
import { createPasswordWorkQueue, type PasswordWorkQueue } from './owner/password-work-queue';
import { type Clock, serverClock } from './server-clock';
import { type ServerConfig, serverConfig } from './server-config';
import type { FormStore } from './store/form-store';
import { openFormStore, openOwnerStore } from './store/open-stores';
import type { OwnerStore } from './store/owner-store';

/** Everything the API's handlers work with, opened once per process. */
export interface ServerServices {
  readonly config: ServerConfig;
  readonly formStore: FormStore;
  readonly ownerStore: OwnerStore;
  /** The API's clock: the machine's, moved forward in tests of expiry (server-clock.ts). */
  readonly clock: Clock;
  /** Delivers one queued e-mail: SMTP, or .eml files without SMTP_URL. */
  readonly sendEmail: Sender;
  /** Where every password hash and check waits its turn, so that they never starve the server. */
  readonly passwordWork: PasswordWorkQueue;
  /** Lower-case passwords refused as too common. */
  readonly commonPasswords: ReadonlySet<string>;
  /** The live release's export as of this call (src/data/data-dir.ts): take it once per request. */
  readonly liveExport: () => ExportModel;
  /** The live release's media folder, where owners' documents are read from. */
  readonly mediaDir: () => string;
}

/** Opens the services of a configuration; nothing runs in the background until startBackgroundWork. */
export function openServices(config: ServerConfig = serverConfig()): ServerServices {
  const { site } = loadExport();
  const publicSite = atPublicSiteUrl(config.siteUrl);
  return {
    config,
    formStore: openFormStore(config),
    ownerStore: openOwnerStore(config),
    clock: serverClock(config.testClockFile),
    sendEmail: createSender(
      config,
      config.mailFrom ?? `"${site.Agency.Name}" <${site.Agency.Email}>`,
      new URL(site.SiteUrl).host,
    ),
    passwordWork: createPasswordWorkQueue(),
    commonPasswords: commonPasswordList(),
    liveExport: () => publicSite(loadExport()),
    mediaDir: () => join(dataDir(), 'media'),
  };
}

/** How often the previous days' view salts and visitor hashes are deleted. */
const forgetViewDaysEveryMs = 10 * 60 * 1000;

/**
 * Starts the background work: the outbox worker (every second, on the API's clock, which tests of
 * expiry move forward) and the deletion of past days' view salts and visitor hashes (now and every 10
 * minutes: a day without any view would otherwise keep yesterday's salt until the next view comes).
 * Neither keeps a finished process alive. Returns a function that stops both.
 */
export function startBackgroundWork(services: ServerServices): () => void {
  const { config, formStore, ownerStore, clock } = services;
  const stopOutbox = runOutboxWorker(
    formStore,
    services.sendEmail,
    config.mailRetryBaseMs,
    1000,
    clock,
    config.mailLeaseMs,
    visitorRequestCount,
    config.crmWebhook,
  );
  const forget = () =>
    ownerStore
      .forgetViewDaysBefore(dayIn(clock()))
      .catch((error: unknown) => console.error('Could not forget past view days:', error));
  void forget();
  const timer = setInterval(forget, forgetViewDaysEveryMs);
  timer.unref();
  return () => {
    stopOutbox();
    clearInterval(timer);
  };
}

let running: ServerServices | undefined;

/**
 * The process's services, opened on the first call (the server's at start, else the middleware's), with
 * their background work started there unless the configuration gives it to another process.
 */
export function serverServices(): ServerServices {
  if (running === undefined) {
    running = openServices();
    if (running.config.backgroundWork) startBackgroundWork(running);
  }
  return running;
}

/** What the forms endpoints work with: settings, the form store and the request's export. */
export interface FormsApi {
  readonly config: ServerConfig;
  readonly store: FormStore;
  /** The live release's export as of this call (src/data/data-dir.ts): take it once per request. */
  readonly model: ExportModel;
}

/** The forms endpoints' part of the services, with the request's export. */
export function formsApi(services: ServerServices = serverServices()): FormsApi {
  return { config: services.config, store: services.formStore, model: services.liveExport() };
}

/** The owner API's part of the services, with the request's export and media folder: once per request. */
export function ownerApi(services: ServerServices): OwnerApi {
  const { config } = services;
  const model = services.liveExport();
  return {
    config,
    store: services.ownerStore,
    model,
    now: services.clock,
    commonPasswords: services.commonPasswords,
    mediaDir: services.mediaDir(),
    siteUrl: model.site.SiteUrl,
    passwordWork: services.passwordWork,
  };
}
