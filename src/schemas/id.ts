import * as v from 'valibot';

/** A record identifier as the CRM numbers them. */
export const IdSchema = v.pipe(v.number(), v.integer('an integer ID'));
