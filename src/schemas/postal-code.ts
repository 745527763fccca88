import * as v from 'valibot';

/** A postal code (9000, 1050, L-1212, 29660): never empty, since pages, search and the map group by it. */
export const PostalCodeSchema = v.pipe(v.string(), v.regex(/\S/, 'a postal code such as 9000'));
