// The owner's view of one of their properties: the page-view figures and the matching buyers, the lists (visits,
// communications with the site's enquiries among them, online media, documents) and each document's
// file. A property that is not the logged-in owner's is 404 whatever is asked of it.
import { readFile, stat } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import { exportIndexes } from '../../data/export-indexes';
import { ownerShownKinds } from '../../domain/forms/schemas/form-specs';
import { slotLabel } from '../../domain/forms/slots';
import { portalVisitorName } from '../../domain/portal/portal-visitor-name';
import { dayIn, viewStatistics } from '../../domain/portal/view-statistics';
import { insideDir } from '../../domain/routes/inside-dir.mjs';
import { formatPrice } from '../../domain/values/money';
import { type Locale, localeTags } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translator';
import type { OwnerRow } from '../../schemas/owner';
import type { PortalRowAnswer, Statistics } from '../../schemas/owner-answers';
import { fieldError, json, noStore, pickLocale, queryLocale } from './http';
import { matchingBuyers } from './matching-buyers';
import type { OwnerApi } from './owner-api';
import { notLoggedIn, sessionOwner } from './owner-sessions';

const portalRow = (row: OwnerRow): PortalRowAnswer => ({
  date: row.Date,
  type: row.Type ?? '',
  contact: row.Contact ?? '',
  subject: row.Subject ?? '',
  comment: row.Comment ?? '',
  status: row.Status ?? '',
});

const newestFirst = (rows: PortalRowAnswer[]): { rows: PortalRowAnswer[] } => ({
  rows: rows.sort((a, b) => (Date.parse(b.date) || 0) - (Date.parse(a.date) || 0)),
});

/**
 * "Camille D.": the visitor's first name and the initial of the last name, nothing that reaches them;
 * as plain words cut to a name's length, never a link (src/domain/portal/portal-visitor-name.ts).
 */
export function visitorShortName(body: Readonly<Record<string, unknown>>): string {
  return portalVisitorName(body['firstName'], body['lastName']);
}

/** The booked slot as the visitor's e-mails name it, with its end while the export still lists it. */
function bookedSlotLabel(owners: OwnerApi, propertyId: number, start: string, locale: Locale): string {
  const at = Date.parse(start);
  const slot = exportIndexes(owners.model)
    .slotsByProperty.get(propertyId)
    ?.find((item) => Date.parse(item.Start) === at);
  return slotLabel(slot === undefined ? { start } : { start: slot.Start, end: slot.End }, localeTags[locale]);
}

async function enquiryRows(owners: OwnerApi, propertyId: number, locale: Locale): Promise<PortalRowAnswer[]> {
  const t = createTranslator(locale);
  const enquiries = await owners.store.enquiries(propertyId, ownerShownKinds);
  return enquiries.map(({ kind, createdAt, body }) => ({
    date: new Date(createdAt).toISOString(),
    type: t(`portal.api.enquiry.${kind as (typeof ownerShownKinds)[number]}`),
    contact: visitorShortName(body),
    // The visitor's free text stays out: it may hold their phone number or address.
    subject:
      kind === 'offer' && typeof body['offerAmount'] === 'number'
        ? formatPrice(body['offerAmount'], locale)
        : kind === 'contact-appointment' && typeof body['slot'] === 'string'
          ? bookedSlotLabel(owners, propertyId, body['slot'], locale)
          : '',
    comment: '',
    status: '',
  }));
}

const documentTypes: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain; charset=utf-8',
};

async function documentDownload(owners: OwnerApi, row: OwnerRow | undefined): Promise<Response | undefined> {
  const url = row?.DocumentUrl;
  if (url === undefined || !url.startsWith('/media/')) return undefined;
  const root = resolve(owners.mediaDir);
  let relative: string;
  try {
    relative = decodeURIComponent(url.slice('/media/'.length));
  } catch {
    return undefined;
  }
  const file = resolve(root, relative);
  // Refuse anything that climbs out of the media folder.
  if (!insideDir(root, file)) return undefined;
  const info = await stat(file).catch(() => undefined);
  if (info === undefined || !info.isFile()) return undefined;
  const name = basename(file);
  const ascii = name.replace(/[^\w.-]/g, '_');
  return new Response(new Uint8Array(await readFile(file)), {
    status: 200,
    headers: {
      ...noStore,
      'Content-Type': documentTypes[extname(name).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': String(info.size),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/**
 * GET /api/owner/properties/{id}/{part}[/{n}]: statistics, visits, communications, media, documents,
 * or one document's file. 401 without a session; 404 for another owner's property or an unknown part.
 */
export async function ownerPropertyPart(
  request: Request,
  idParam: string,
  part: string,
  item: string | undefined,
  owners: OwnerApi,
): Promise<Response> {
  const owner = await sessionOwner(request, owners);
  if (owner === undefined) return notLoggedIn(owners, request);
  const locale = pickLocale(owners.model, queryLocale(request), owner.Language);
  const notFound = () => json(404, fieldError(locale, 'path', 'portal.api.notFound'));
  const id = /^\d{1,12}$/.test(idParam) ? Number(idParam) : Number.NaN;
  if (!owner.PropertyIDs.includes(id) || !owners.model.properties.some((property) => property.ID === id)) {
    return notFound();
  }
  const rows = (kind: OwnerRow['Kind']) =>
    owner.Rows.filter((row) => row.PropertyID === id && row.Kind === kind);
  if (part === 'documents') {
    const documents = rows('document');
    if (item !== undefined) {
      const index = /^\d{1,6}$/.test(item) ? Number(item) - 1 : -1;
      return (await documentDownload(owners, documents[index])) ?? notFound();
    }
    return json(
      200,
      newestFirst(
        documents.map((row, index) => ({
          ...portalRow(row),
          name: row.DocumentUrl === undefined ? '' : basename(row.DocumentUrl),
          downloadUrl:
            row.DocumentUrl === undefined ? '' : `/api/owner/properties/${id}/documents/${index + 1}`,
        })),
      ),
    );
  }
  if (item !== undefined) return notFound();
  if (part === 'statistics') {
    const exported = (owner.Views ?? [])
      .filter((view) => view.PropertyID === id)
      .map((view) => ({ date: view.Date, views: view.Count }));
    const counted = await owners.store.viewCounts(id);
    const listing = owners.model.properties.find((property) => property.ID === id);
    const statistics: Statistics = {
      ...viewStatistics([...exported, ...counted], dayIn(owners.now())),
      matchingBuyers: listing === undefined ? 0 : await matchingBuyers(owners.store, listing),
    };
    return json(200, statistics);
  }
  if (part === 'visits') return json(200, newestFirst(rows('visit').map(portalRow)));
  if (part === 'media') return json(200, newestFirst(rows('media').map(portalRow)));
  if (part === 'communications') {
    const own = rows('communication').map(portalRow);
    return json(200, newestFirst([...own, ...(await enquiryRows(owners, id, locale))]));
  }
  return notFound();
}

/** Any other path under /api/owner/: 401 without a session, else 404. */
export async function ownerUnknownPath(request: Request, owners: OwnerApi): Promise<Response> {
  const owner = await sessionOwner(request, owners);
  if (owner === undefined) return notLoggedIn(owners, request);
  const locale = pickLocale(owners.model, queryLocale(request), owner.Language);
  return json(404, fieldError(locale, 'path', 'portal.api.notFound'));
}
