/** A value of a dictionary file: a string, or an object grouping more of them. */
export type DictionaryNode = string | { readonly [key: string]: DictionaryNode };

/** Flattens one dictionary tree into dotted paths and their strings, plural suffixes kept. */
export function flattenDictionary(node: DictionaryNode, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  if (typeof node === 'string') {
    flat.set(prefix, node);
    return flat;
  }
  for (const [key, child] of Object.entries(node)) {
    for (const [path, value] of flattenDictionary(child, prefix === '' ? key : `${prefix}.${key}`)) {
      flat.set(path, value);
    }
  }
  return flat;
}
