// The fields of an export listing the rules read, typed once under the export's PascalCase names.
import type { TextPerLanguage } from './agency-words';

/** What every listing carries and nearly every rule reads: what it is, its town and its price. */
export interface ListingCore {
  readonly ID: number;
  /** 0 sale, 1 rent. */
  readonly Goal: number;
  /** The ribbon: 0 none, 1 new, 2 under option, 3 sold, 4 rented, 5 price lowered. */
  readonly Marquee: number;
  /** The main property type (property-types.json): it says whether the surface is lived in. */
  readonly WebID: number;
  readonly Zip: string;
  readonly City: string;
  readonly CountryID: number;
  readonly Price: number;
  /**
   * false: the price is not published. The page says "price on request", the description carries no
   * price, and no price range of the search or budget of a demand matches it.
   */
  readonly PublishPrice?: boolean | undefined;
}

/** The details a listing may carry; a rule that reads some of them takes a listing with these. */
export interface ListingDetails {
  /** Every type the listing is published under (the CRM's WebIDs); WebID alone when absent. */
  readonly WebIDs?: readonly number[] | undefined;
  readonly Reference?: string | undefined;
  /** The town's name per language, where the records name it differently ("Gand" beside "Gent"). */
  readonly CityName?: TextPerLanguage | undefined;
  readonly Street?: string | undefined;
  readonly HouseNumber?: string | undefined;
  readonly BoxNr?: string | undefined;
  readonly PublicAddress?: boolean | undefined;
  readonly Latitude?: number | undefined;
  readonly Longitude?: number | undefined;
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

/** An export listing as the rules read it; a Property of the export fits it. */
export interface ListingFields extends ListingCore, ListingDetails {}
