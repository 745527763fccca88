// A booked visit's part of the visitor's confirmation: where (the address as the listing's page
// publishes it), whom to call, the calendar file, and the landlord's conditions with what to bring.
import { createHash } from 'node:crypto';
import { calendarFile } from '../../domain/forms/ical';
import { plainFullName } from '../../domain/forms/visitor-text';
import { publicAddress } from '../../domain/listing/public-location';
import { formatPrice } from '../../domain/values/money';
import { line, type Reading } from './form-email-answers';
import { type FormEmailInput, type Model, str } from './form-email-input';
import type { About, SentenceVars } from './form-email-subject';

/** A booked visit's conditions of the landlord (income, occupants) and what to bring, one per line. */
export function visitConditions(
  property: Model['properties'][number] | undefined,
  { t, locale }: Reading,
): string {
  const income = property?.MinimumMonthlyIncome;
  const occupants = property?.MaximumOccupants;
  return [
    income === undefined
      ? ''
      : t('feedback.kinds.contact-appointment.minimumIncome', { income: formatPrice(income, locale) }),
    occupants === undefined
      ? ''
      : t('feedback.kinds.contact-appointment.maximumOccupants', { occupants: String(occupants) }),
    t('feedback.kinds.contact-appointment.bringDocuments'),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Who the visitor deals with for a listing: its agent (name and phone) from the export's Agents, or the
 * agency when the listing names none (or an agent without a phone: the agency's number then).
 */
function listingContact(model: Model, property: Model['properties'][number]): string {
  const { Agency, Agents } = model.site;
  const agent = Agents.find((candidate) => candidate.ID === property.AgentID);
  const name = agent === undefined ? '' : plainFullName(agent.FirstName, agent.LastName);
  const phone = agent?.Phone?.trim() || Agency.Phone;
  return [name || Agency.Name, phone].filter((part) => part.trim() !== '').join(', ');
}

/**
 * A booked visit's practical part: the address as the listing's page publishes it (the street only when
 * the export makes it public, else the town and "exact address on request"), the contact to call, and the
 * calendar file (Europe/Brussels) of the visit in the visitor's language.
 */
export function visitDetails(input: FormEmailInput, about: About, vars: SentenceVars) {
  const { property } = about;
  const { t, locale } = about.reading;
  if (property === undefined || input.slot === undefined) return undefined;
  const address = publicAddress(property, t('property.address.box'), locale);
  const place = address.street === undefined ? address.locality : `${address.street}, ${address.locality}`;
  const shownPlace = address.withheld ? `${place} (${t('property.addressOnRequest')})` : place;
  const contact = listingContact(input.model, property);
  const { SiteUrl, Agency } = input.model.site;
  const host = new URL(SiteUrl).hostname;
  // Named after the submission: the same booking sent again (a retried post) gives the same entry.
  // The id is a UUID (the schema's), kept to its letters, digits and hyphens all the same: it ends up
  // in a line of the calendar file.
  const key =
    input.id?.replace(/[^\w-]/g, '') ||
    createHash('sha256')
      .update(`${property.ID} ${input.slot.start} ${str(input.value.email)}`)
      .digest('hex')
      .slice(0, 32);
  const contactLine = line(t, t('mail.kinds.contact-appointment.visitContact'), contact);
  const ics = calendarFile(
    {
      uid: `visit-${key}@${host}`,
      stamp: input.now ?? new Date(),
      start: input.slot.start,
      end: input.slot.end,
      summary: t('mail.kinds.contact-appointment.calendarSummary', vars),
      location: place,
      description: [contactLine, about.propertyUrl].join('\n'),
      url: about.propertyUrl,
    },
    `-//${Agency.Name}//${host}//${locale.toUpperCase()}`,
  );
  const reference = about.reference.replace(/[^\w-]+/g, '-');
  return {
    text: [
      line(t, t('mail.kinds.contact-appointment.visitAddress'), shownPlace),
      contactLine,
      t('mail.kinds.contact-appointment.calendarNote'),
    ].join('\n'),
    attachment: {
      // A data: URL, not a stored file: the entry is a few hundred bytes, made with the e-mail and kept in
      // the outbox row with it (the mailer reads data: URLs as it reads a file's path).
      path: `data:text/calendar;charset=utf-8;method=PUBLISH;base64,${Buffer.from(ics, 'utf8').toString('base64')}`,
      filename: `${t('mail.kinds.contact-appointment.calendarFileName')}-${reference}.ics`,
    },
  };
}
