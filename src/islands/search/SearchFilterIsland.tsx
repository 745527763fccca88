// The search filter island, on the home page and the results pages. Until it runs, the page's plain GET
// form (its children) does the job; once running it offers the goal, the multi-selects, the price range
// and the room counters. On a results page a search shows there (the URL follows); elsewhere it goes to
// the goal's results page. On a results page it folds, on a phone, behind a "Filters" button that gives
// the live number of results, as the plain form does (FilterFold.tsx).
import { useStore } from '@nanostores/react';
import { type ReactNode, useId } from 'react';
import { textParam } from '../../domain/search/search';
import { fillPlural, fillTemplate } from '../../i18n/fill-template';
import { localeTags } from '../../i18n/locales';
import { $resultsView } from '../../stores/search';
import { FilterFold } from './FilterFold';
import { GoalChoice } from './GoalChoice';
import type { FilterIslandProps } from './island-props';
import { MoreFilters } from './MoreFilters';
import { MultiSelect } from './MultiSelect';
import { useSearchForm } from './use-search-form';
import '../../styles/search-filter.css';

export default function SearchFilterIsland(
  props: FilterIslandProps & {
    readonly children?: ReactNode;
    /** A results page: how many listings it lists, until the result list says. */
    readonly total?: number;
  },
) {
  const { mode, anyGoal, paths, options, locale, strings: s, plurals, children, total } = props;
  const tag = localeTags[locale];
  const id = useId();
  const { running, more, setMore, form, update, chooseGoal, unfolded, setUnfolded, onSubmit, onReset } =
    useSearchForm(props);
  const results = useStore($resultsView);

  if (!running) return <>{children}</>;

  const offered = options[form.goal];
  const countText = (count: number) => fillPlural(plurals['search.selected'], count, tag);

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
      {!anyGoal && <GoalChoice name={`${id}-goal`} goal={form.goal} onChoose={chooseGoal} strings={s} />}
      <div className="sf-field sf-field--q">
        <label className="sf-label" htmlFor={`${id}-q`}>
          {s['search.freeText']}
        </label>
        <input
          id={`${id}-q`}
          className="text-control sf-control"
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
          countText={countText}
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
          countText={countText}
          selected={form.types}
          onChange={(types) => update({ types })}
          alignEnd
        />
      )}
      <MoreFilters
        id={`${id}-more`}
        shown={more}
        anyGoal={anyGoal}
        form={form}
        update={update}
        locale={locale}
        strings={s}
      />
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
  return (
    <FilterFold
      open={unfolded}
      onToggle={setUnfolded}
      label={s['search.filters']}
      count={fillPlural(plurals['search.results.count'], results?.page.total ?? total ?? 0, tag)}
    >
      {filter}
    </FilterFold>
  );
}
