// The region a listing lies in, which decides its EPC scale and legal notices.

/** CountryID of Belgium in the export. */
export const belgiumCountryId = 10;
/** CountryID of Luxembourg in the export. */
export const luxembourgCountryId = 50;

/** Where a listing lies: a Belgian region, Luxembourg, or any other country. */
export type Region = 'flanders' | 'wallonia' | 'brussels' | 'luxembourg' | 'abroad';

/** Every region, in display order. */
export const regions = [
  'flanders',
  'wallonia',
  'brussels',
  'luxembourg',
  'abroad',
] as const satisfies readonly Region[];

/**
 * The region from CountryID and postcode. Belgian postcodes: Brussels 1000-1299, Wallonia 1300-1499 and
 * 4000-7999, Flanders 1500-3999 and 8000-9999. A Belgian postcode that is not four digits in 1000-9999
 * gives undefined (unknown), never a guess; Luxembourg needs no postcode; any other country is 'abroad'.
 */
export function regionFor(countryId: number, zip: string | number): Region | undefined {
  if (countryId === luxembourgCountryId) return 'luxembourg';
  if (countryId !== belgiumCountryId) return 'abroad';
  const text = String(zip).trim().replace(/^B-?/i, '');
  if (!/^\d{4}$/.test(text)) return undefined;
  const code = Number(text);
  if (code < 1000) return undefined;
  if (code <= 1299) return 'brussels';
  if (code <= 1499) return 'wallonia';
  if (code <= 3999) return 'flanders';
  if (code <= 7999) return 'wallonia';
  return 'flanders';
}
