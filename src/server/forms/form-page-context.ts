// The page facts a form shown again after a refused plain post needs (the property's slots, price and
// documents, the project), found from the posted values the way the detail pages find them.
import type { ExportModel } from '../../data/export-model';
import { slotStates } from '../../domain/forms/slots';
import { publishedPrice } from '../../domain/values/money';
import type { Locale } from '../../i18n/locales';
import { isLocale } from '../../i18n/locales';
import { localized } from '../../i18n/localized';
import type { FormStore } from '../store/form-store';

/** The context of a lead form, as src/components/forms/lead-form-context.ts describes it. */
export interface FormPageContext {
  propertyId?: number;
  projectId?: number;
  /** Every slot still ahead, the full ones marked (shown disabled, so a taken slot cannot be chosen again). */
  slots?: { start: string; end: string; remaining: number; full: boolean }[];
  price?: number;
  documents?: { id: number; name: string }[];
}

const idOf = (value: string | string[] | undefined): number | undefined => {
  const text = Array.isArray(value) ? value[0] : value;
  return text !== undefined && /^\d{1,10}$/.test(text) ? Number(text) : undefined;
};

/** The form context for the posted values of a kind, in a language. */
export async function formPageContext(
  values: Readonly<Record<string, string | string[]>>,
  locale: Locale,
  model: Pick<ExportModel, 'site' | 'properties' | 'projects' | 'owners'>,
  store: FormStore,
  now: Date = new Date(),
): Promise<FormPageContext> {
  const context: FormPageContext = {};
  const defaultLocale = isLocale(model.site.DefaultLanguage) ? model.site.DefaultLanguage : locale;
  const property = model.properties.find((item) => item.ID === idOf(values['propertyId']));
  if (property !== undefined) {
    context.propertyId = property.ID;
    // A price the agency keeps for enquiries (PublishPrice false) is not shown again in the form.
    const price = publishedPrice(property);
    if (price !== undefined) context.price = price;
    context.documents = (property.Documents ?? []).map((document) => ({
      id: document.ID,
      name: localized(document.Name, locale, defaultLocale),
    }));
    const slots = model.owners
      .flatMap((owner) => owner.Slots)
      .filter((slot) => slot.PropertyID === property.ID)
      .map((slot) => ({ start: slot.Start, end: slot.End, capacity: slot.Capacity }));
    const booked = await store.bookings(property.ID);
    context.slots = slotStates(slots, booked, now).map(({ start, end, remaining, full }) => ({
      start,
      end,
      remaining,
      full,
    }));
  }
  const project = model.projects.find((item) => item.ID === idOf(values['projectId']));
  if (project !== undefined) context.projectId = project.ID;
  return context;
}
