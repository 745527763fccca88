// The fields of an export listing the rules read, typed once: each rule picks the ones it needs.
import type { TextPerLanguage } from './agency-words';

/**
 * The listing fields of the export (a Property of the export fits them) under their PascalCase names. A
 * rule names the ones it reads with `Pick`, so that a Property or a listing with only those fits it.
 */
export interface ListingFields {
  readonly ID: number;
  /** 0 sale, 1 rent. */
  readonly Goal: number;
  /** The ribbon: 0 none, 1 new, 2 under option, 3 sold, 4 rented, 5 price lowered. */
  readonly Marquee: number;
  /** The main property type (property-types.json): it says whether the surface is lived in. */
  readonly WebID: number;
  /** Every type the listing is published under (the CRM's WebIDs); WebID alone when absent. */
  readonly WebIDs?: readonly number[] | undefined;
  readonly Reference?: string | undefined;
  readonly Street?: string | undefined;
  readonly HouseNumber?: string | undefined;
  readonly BoxNr?: string | undefined;
  readonly Zip: string;
  readonly City: string;
  /** The town's name per language, where the records name it differently ("Gand" beside "Gent"). */
  readonly CityName?: TextPerLanguage | undefined;
  readonly CountryID: number;
  readonly PublicAddress?: boolean | undefined;
  readonly Latitude?: number | undefined;
  readonly Longitude?: number | undefined;
  readonly Price: number;
  /**
   * false: the price is not published. The page says "price on request", the description carries no
   * price, and no price range of the search or budget of a demand matches it.
   */
  readonly PublishPrice?: boolean | undefined;
  readonly PriceUnit: number;
  readonly Bedrooms?: number | undefined;
  readonly Bathrooms?: number | undefined;
  readonly ShowerRooms?: number | undefined;
  readonly Toilets?: number | undefined;
  readonly Garages?: number | undefined;
  readonly SurfaceLiving?: number | undefined;
  readonly EnergyValue?: number | undefined;
  readonly EnergyLabel?: string | undefined;
  /** ISO date the listing was created: the order of 'newest'. */
  readonly CreatedAt?: string | undefined;
  readonly ModifiedAt?: string | undefined;
}
