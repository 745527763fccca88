// Which documents a document request sends the visitor: the form offers a listing's documents to tick.

/**
 * The documents a request gets by e-mail, in the listing's order: those ticked that the listing still
 * has, or every document of the listing when none was ticked (the form's promise is "the documents of
 * this property"). Empty when the listing has none online: the agent then sends what is available.
 */
export function requestedDocuments<D extends { readonly ID: number }>(
  documents: readonly D[],
  ticked: readonly unknown[],
): D[] {
  const chosen = documents.filter((document) => ticked.includes(document.ID));
  return chosen.length > 0 ? chosen : [...documents];
}
