// Values worked out once per object and variant (a language, a previous price), kept as long as the object
// is. A publish validates only the listings an export changed and keeps the live model's own objects
// for the others (src/data/validate-changes.ts), so what is worked out from an unchanged listing (its
// search fields, its index entry, its digest) is found again for the next export instead of made anew:
// at 10,000 listings that is most of listing the site's pages. The objects must never change after
// they are made, which holds for a validated export's records.

/** `make(object, variant)`, made once per object and variant. */
export function perObject<K extends object, V>(
  make: (object: K, variant: string) => V,
): (object: K, variant?: string) => V {
  const made = new WeakMap<K, Map<string, V>>();
  return (object, variant = '') => {
    let variants = made.get(object);
    if (variants === undefined) {
      variants = new Map();
      made.set(object, variants);
    }
    if (variants.has(variant)) return variants.get(variant) as V;
    const value = make(object, variant);
    variants.set(variant, value);
    return value;
  };
}
