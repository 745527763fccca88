// The export's SurfaceLiving is the area of the property's floors: a home's living area, but the floor
// area of an office, a shop, a warehouse or a garage box, and a buyer reading "living area: 17 m²" on a
// garage takes it for a mistake. The detail page and the card name it by the property's type.

import { propertyKind } from './property-kind';

/** How a listing's SurfaceLiving reads: "living area" for a dwelling, "floor area" for anything else. */
export type FloorAreaKind = 'living' | 'floor';

/** The kind of area a property of this type (its main WebID) gives as SurfaceLiving. */
export function floorAreaKind(webId: number): FloorAreaKind {
  return propertyKind(webId).dwelling ? 'living' : 'floor';
}
