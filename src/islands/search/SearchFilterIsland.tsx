// The search filter island, on the home page and the results pages. Until it runs, the page's plain GET
// form (its children) does the job; once running it offers the goal, the multi-selects, the price range
// and the room counters. On a results page a search shows there (the URL follows); elsewhere it goes to
// the goal's results page. On a results page it folds, on a phone, behind a "Filters" button that gives
// the live number of results, as the plain form does (components/listings/filter-fold.ts).
import { useStore } from '@nanostores/react';
import { type ReactNode, type SubmitEvent, useEffect, useId, useState } from 'react';
import { type Goal, goals } from '../../domain/listing/status';
import { resetForGoal } from '../../domain/search/price-slider';
import { viewHref } from '../../domain/search/results-view';
import {
  emptySearch,
  type RoomField,
  roomFields,
  type SearchState,
  textParam,
} from '../../domain/search/search';
import { switchGoal } from '../../domain/search/search-form';
import { fillPlural, fillTemplate } from '../../i18n/fill-template';
import { localeTags } from '../../i18n/locales';
import { $resultsView, $search, applySearch, followResultsPage } from '../../stores/search';
import { filterFoldId, filterOpenMedia } from '../../views/filter-fold';
import type { FilterIslandProps } from './island-props';
import { MultiSelect } from './MultiSelect';
import { PriceSlider } from './PriceSlider';
import { RoomCounter } from './RoomCounter';
import '../../styles/search-filter.css';

const roomLabels = {
  bedrooms: 'search.bedrooms',
  bathrooms: 'search.bathrooms',
  showerrooms: 'search.showerRooms',
  toilets: 'search.toilets',
  garages: 'search.garages',
} as const satisfies Record<RoomField, string>;

/** Whether the part folded away on phones (price and rooms) holds a choice, so it must start open. */
function hasMoreChosen(search: SearchState): boolean {
  const [min, max] = resetForGoal(search.goal);
  return roomFields.some((field) => search[field] > 0) || search.price[0] !== min || search.price[1] !== max;
}

export default function SearchFilterIsland(
  props: FilterIslandProps & {
    readonly children?: ReactNode;
    /** A results page: how many listings it lists, until the result list says. */
    readonly total?: number;
  },
) {
  const { mode, goal, anyGoal, paths, options, locale, strings: s, plurals, children, total } = props;
  const tag = localeTags[locale];
  const id = useId();
  const [running, setRunning] = useState(false);
  const [more, setMore] = useState(false);
  const [form, setForm] = useState<SearchState>(() => emptySearch(goal));
  const [unfolded, setUnfolded] = useState(true);
  const search = useStore($search);
  const results = useStore($resultsView);

  useEffect(() => {
    if (mode === 'results') followResultsPage(goal);
    const start = $search.get() ?? emptySearch(goal);
    setForm(start);
    // Folded on phones and on the home page, where the results (or the banner) should stay in view.
    const roomy = mode === 'results' && window.matchMedia('(min-width: 64rem)').matches;
    setMore(roomy || hasMoreChosen(start));
    // The plain form's fold as the visitor left it (its script folded it on a phone).
    const plainFold = document.getElementById(filterFoldId);
    setUnfolded(plainFold instanceof HTMLDetailsElement ? plainFold.open : true);
    setRunning(true);
  }, [mode, goal]);

  // Turned or resized to a width that shows the filter open, where its button is not shown.
  useEffect(() => {
    const wide = window.matchMedia(filterOpenMedia);
    const onChange = () => {
      if (wide.matches) setUnfolded(true);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  // Back, forward and the results' own changes (page, order) bring the form in step with the URL.
  useEffect(() => {
    if (mode === 'results' && search !== undefined) setForm(search);
  }, [mode, search]);

  if (!running) return <>{children}</>;

  const offered = options[form.goal];
  const update = (changes: Partial<SearchState>) => setForm((current) => ({ ...current, ...changes }));
  const chooseGoal = (next: Goal) =>
    setForm((current) =>
      switchGoal(current, next, {
        cities: options[next].cities.map((city) => city.value),
        types: options[next].types.map((type) => type.value),
      }),
    );
  const staysHere = mode === 'results' && (anyGoal || form.goal === goal);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (staysHere) {
      applySearch(form);
      // On a phone the results take the screen again.
      if (!window.matchMedia(filterOpenMedia).matches) setUnfolded(false);
    } else
      window.location.assign(viewHref(paths[form.goal], { search: { ...form, page: 1 }, sort: 'newest' }));
  };
  const onReset = () => {
    const empty = emptySearch(goal);
    setForm(empty);
    if (mode === 'results') applySearch(empty);
  };

  const filter = (
    // biome-ignore lint/a11y/useSemanticElements: the search role on the form, as in the no-JS form it replaces; <search> is too new for the older Safari versions visitors still use
    <form
      className={`sf sf--${mode}`}
      method="get"
      action={paths[form.goal]}
      role="search"
      aria-label={s['listings.filter.label']}
      onSubmit={onSubmit}
    >
      {!anyGoal && (
        <fieldset className="sf-goal">
          <legend className="sf-label">{s['search.goal.label']}</legend>
          <div className="sf-goal__options">
            {goals.map((option) => (
              <label className="sf-goal__option" key={option}>
                <input
                  type="radio"
                  name={`${id}-goal`}
                  value={option}
                  checked={form.goal === option}
                  onChange={() => chooseGoal(option)}
                />
                <span>{option === 0 ? s['search.goal.sale'] : s['search.goal.rent']}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="sf-field sf-field--q">
        <label className="sf-label" htmlFor={`${id}-q`}>
          {s['search.freeText']}
        </label>
        <input
          id={`${id}-q`}
          className="sf-control"
          type="search"
          name={textParam}
          value={form.text}
          placeholder={s['search.freeTextPlaceholder']}
          onChange={(event) => update({ text: event.target.value })}
        />
      </div>
      {offered.cities.length > 0 && (
        <MultiSelect
          label={s['search.cities']}
          anyText={s['listings.filter.anyCity']}
          choices={offered.cities}
          optionLabel={(city) => fillTemplate(s['search.cityOption'], { city: city.name, count: city.count })}
          countText={(count) => fillPlural(plurals['search.selected'], count, tag)}
          selected={form.cities}
          onChange={(cities) => update({ cities })}
        />
      )}
      {offered.types.length > 0 && (
        <MultiSelect
          label={s['search.types']}
          anyText={s['listings.filter.anyType']}
          choices={offered.types}
          optionLabel={(type) =>
            fillTemplate(s['listings.filter.typeOption'], { type: type.name, count: type.count })
          }
          countText={(count) => fillPlural(plurals['search.selected'], count, tag)}
          selected={form.types}
          onChange={(types) => update({ types })}
          alignEnd
        />
      )}
      <div className="sf-more" id={`${id}-more`} hidden={!more}>
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
      <div className="sf-actions">
        <button
          type="button"
          className="sf-link"
          aria-expanded={more}
          aria-controls={`${id}-more`}
          onClick={() => setMore(!more)}
        >
          {more ? s['search.hideFilters'] : s['search.showFilters']}
        </button>
        <button type="button" className="sf-link" onClick={onReset}>
          {s['search.reset']}
        </button>
        <button type="submit" className="button sf-submit">
          {s['search.search']}
        </button>
      </div>
    </form>
  );
  if (mode !== 'results') return filter;
  const count = results?.page.total ?? total ?? 0;
  return (
    <details
      className="filter-fold"
      id={filterFoldId}
      open={unfolded}
      onToggle={(event) => setUnfolded(event.currentTarget.open)}
    >
      <summary className="filter-fold__toggle">
        <span className="filter-fold__label">{s['search.filters']}</span>
        <span className="filter-fold__count">{fillPlural(plurals['search.results.count'], count, tag)}</span>
      </summary>
      {filter}
    </details>
  );
}
