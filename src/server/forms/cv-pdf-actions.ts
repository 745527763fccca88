// The actions a CV PDF may hold: a link annotation's http, https or mailto address, and jumps inside
// the document (GoTo, or an open action that is a destination). Every other action, and anything that
// looks like one where no allowed action stands, makes the file `active`.
import { PDFArray, PDFDict, PDFName, type PDFObject, PDFRef } from 'pdf-lib';
import type { CvContent } from './cv-content.ts';
import { entriesOf, nameOf, textOf, walk } from './cv-pdf-objects.ts';

// Action types that are not refused by name everywhere (/S also names structure elements, /S /P): refused
// in a dict that is not an allowed action.
const otherActions = new Set([
  'URI',
  'Named',
  'Hide',
  'SetOCGState',
  'Thread',
  'Trans',
  'GoTo3DView',
  'GoToDp',
]);
const allowedUri = /^(?:https?:\/\/[^\s\\]|mailto:)/i;

/** Where an action stands: a link annotation's /A (clicked), the document's /OpenAction, or elsewhere. */
type ActionPlace = 'link' | 'open' | 'other';

/**
 * A structure element, whose /A holds attributes, not an action. Were an annotation dressed up as one, its
 * action would still be refused below: an action dict that was not allowed where it stands is refused.
 */
function isStructure(dict: PDFDict): boolean {
  const type = dict.get(PDFName.of('Type'));
  if (type instanceof PDFName) return nameOf(type) === 'StructElem';
  return dict.has(PDFName.of('S')) && dict.has(PDFName.of('P')) && !dict.has(PDFName.of('Subtype'));
}

/** Every action is allowed where it stands, and nothing else looks like one. */
export function checkActions(
  all: readonly PDFObject[],
  versions: ReadonlyMap<string, PDFObject[]>,
): CvContent {
  const approved = new Set<PDFDict>();
  const resolve = (value: PDFObject): PDFObject[] =>
    value instanceof PDFRef ? (versions.get(value.toString()) ?? []) : [value];

  const checkAction = (value: PDFObject, place: ActionPlace, depth: number): boolean => {
    if (depth > 20) return false;
    for (const action of resolve(value)) {
      if (!(action instanceof PDFDict)) return false;
      const kind = action.get(PDFName.of('S'));
      const name = kind instanceof PDFName ? nameOf(kind) : '';
      if (name === 'URI') {
        const uri = textOf(action.lookup(PDFName.of('URI')));
        if (place !== 'link' || uri === undefined || !allowedUri.test(uri.trim())) return false;
      } else if (name !== 'GoTo') return false;
      approved.add(action);
      const next = action.get(PDFName.of('Next'));
      if (next !== undefined) {
        const chain = resolve(next).flatMap((item) => (item instanceof PDFArray ? item.asArray() : [item]));
        if (!chain.every((item) => checkAction(item, place, depth + 1))) return false;
      }
    }
    return true;
  };

  for (const object of all) {
    for (const item of walk(object)) {
      if (!(item instanceof PDFDict)) continue;
      const subtype = item.get(PDFName.of('Subtype'));
      const place: ActionPlace = subtype instanceof PDFName && nameOf(subtype) === 'Link' ? 'link' : 'other';
      for (const [key, value] of entriesOf(item)) {
        if (key === 'A' && !isStructure(item) && !checkAction(value, place, 0)) return 'active';
        if (key === 'OpenAction') {
          // A destination (a page and a view) is a jump; a dict must be a GoTo action.
          const targets = resolve(value);
          if (!targets.every((target) => target instanceof PDFArray || checkAction(target, 'open', 0))) {
            return 'active';
          }
        }
      }
    }
  }
  // An action dict, or an address, found anywhere else than where an allowed action stands.
  for (const object of all) {
    for (const item of walk(object)) {
      if (!(item instanceof PDFDict) || approved.has(item)) continue;
      const type = item.get(PDFName.of('Type'));
      if (type instanceof PDFName && nameOf(type) === 'Action') return 'active';
      const kind = item.get(PDFName.of('S'));
      if (kind instanceof PDFName && otherActions.has(nameOf(kind))) return 'active';
      if (entriesOf(item).some(([key]) => key === 'URI')) return 'active';
    }
  }
  return 'ok';
}
