// The part of the filter folded away on phones and on the home page: the price range and the room counters.
import { type RoomField, roomFields, type SearchState } from '../../domain/search/search';
import type { Locale } from '../../i18n/locales';
import type { FilterIslandProps } from './island-props';
import { PriceSlider } from './PriceSlider';
import { RoomCounter } from './RoomCounter';

const roomLabels = {
  bedrooms: 'search.bedrooms',
  bathrooms: 'search.bathrooms',
  showerrooms: 'search.showerRooms',
  toilets: 'search.toilets',
  garages: 'search.garages',
} as const satisfies Record<RoomField, string>;

interface Props {
  readonly id: string;
  readonly shown: boolean;
  /** Abroad mixes sale prices and rents: no price range. */
  readonly anyGoal: boolean;
  readonly form: SearchState;
  readonly update: (changes: Partial<SearchState>) => void;
  readonly locale: Locale;
  readonly strings: FilterIslandProps['strings'];
}

export function MoreFilters({ id, shown, anyGoal, form, update, locale, strings: s }: Props) {
  return (
    <div className="sf-more" id={id} hidden={!shown}>
      {!anyGoal && (
        <PriceSlider
          goal={form.goal}
          value={form.price}
          onChange={(price) => update({ price })}
          locale={locale}
          label={s['search.price']}
          minLabel={s['listings.filter.priceMin']}
          maxLabel={s['listings.filter.priceMax']}
        />
      )}
      <fieldset className="sf-rooms">
        <legend className="sf-label">{s['listings.filter.rooms']}</legend>
        <div className="sf-rooms__list">
          {roomFields.map((field) => (
            <RoomCounter
              key={field}
              label={s[roomLabels[field]]}
              value={form[field]}
              onChange={(value) => update({ [field]: value })}
              anyText={s['search.any']}
              increaseText={s['search.counter.increase']}
              decreaseText={s['search.counter.decrease']}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
