// The dictionary keys that name a listing's energy certificate, by its scheme (src/domain/listing/epc.ts):
// Belgium's EPC (PEB, EPB) or Luxembourg's energy pass. Browser-safe: the results island's cards use it.
import { certificateDue, type EpcScheme, epcScheme } from '../domain/listing/epc';
import { regionFor } from '../domain/listing/region';

/**
 * Per scheme: the certificate's name, its absence, a class, the energy value, the certificate's number
 * and date, and where it applies.
 */
export const epcWordKeys = {
  belgium: {
    certificate: 'property.epc.certificate',
    noCertificate: 'property.epc.noCertificate',
    classValue: 'property.epc.classValue',
    value: 'property.fields.EnergyValue',
    reference: 'property.fields.EpcReference',
    date: 'property.fields.EpcDate',
    // The region whose scale the label follows (Flanders, Wallonia, Brussels).
    place: 'property.epc.region',
    // What the page offers, in its meta description and above the document form.
    metaDescription: 'detail.metaDescription',
    documentsIntro: 'forms.kinds.document-request.intro',
  },
  luxembourg: {
    certificate: 'property.epc.luxembourg.certificate',
    noCertificate: 'property.epc.luxembourg.noCertificate',
    classValue: 'property.epc.luxembourg.classValue',
    value: 'property.epc.luxembourg.value',
    reference: 'property.epc.luxembourg.reference',
    date: 'property.epc.luxembourg.date',
    // Luxembourg is a country, not a region.
    place: 'property.fields.CountryID',
    metaDescription: 'detail.metaDescriptionLuxembourg',
    documentsIntro: 'forms.kinds.document-request.introLuxembourg',
  },
} as const satisfies Record<EpcScheme, Record<string, string>>;

/** What a listing's page offers where no certificate is due (land, a garage, abroad): no certificate named. */
const noCertificateKeys = {
  metaDescription: 'detail.metaDescriptionNoCertificate',
  documentsIntro: 'forms.kinds.document-request.introNoCertificate',
} as const;

/** The keys naming a listing's certificate, by where it lies; Belgium's words abroad (no certificate). */
export function epcWordsOf(listing: { readonly CountryID: number; readonly Zip: string }) {
  const region = regionFor(listing.CountryID, listing.Zip);
  return epcWordKeys[region !== undefined && region !== 'abroad' ? epcScheme(region) : 'belgium'];
}

/**
 * The keys of a listing page's meta description and document form's intro: they name the certificate
 * its country asks of it (the EPC or PEB, Luxembourg's energy pass), or none for land and garages.
 */
export function offerWordsOf(listing: {
  readonly CountryID: number;
  readonly Zip: string;
  readonly WebID: number;
}): typeof noCertificateKeys | (typeof epcWordKeys)[EpcScheme] {
  const scheme = certificateDue(regionFor(listing.CountryID, listing.Zip), listing.WebID);
  return scheme === undefined ? noCertificateKeys : epcWordKeys[scheme];
}
