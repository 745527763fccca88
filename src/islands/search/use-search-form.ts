// The filter island's state: the search being composed, whether the price and rooms show, whether the
// phone's fold is open, kept in step with the URL on a results page.
import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useState } from 'react';
import type { Goal } from '../../domain/listing/status';
import { resetForGoal } from '../../domain/search/price-slider';
import { viewHref } from '../../domain/search/results-view';
import { emptySearch, roomFields, type SearchState, sameSearch } from '../../domain/search/search';
import { switchGoal } from '../../domain/search/search-form';
import { $search, applySearch, followResultsPage } from '../../stores/search';
import { filterFoldId, filterOpenMedia } from '../../views/filter-fold';
import type { FilterIslandProps } from './island-props';

/** Whether the part folded away on phones (price and rooms) holds a choice, so it must start open. */
function hasMoreChosen(search: SearchState): boolean {
  const [min, max] = resetForGoal(search.goal);
  return roomFields.some((field) => search[field] > 0) || search.price[0] !== min || search.price[1] !== max;
}

/**
 * The state of the filter of `mode` whose page is of `goal`, offering `options`, and what its submit and
 * reset do: on a results page of the goal searched a search shows there, elsewhere it goes to the goal's
 * results page.
 */
export function useSearchForm({ mode, goal, anyGoal, paths, options }: FilterIslandProps) {
  const [running, setRunning] = useState(false);
  const [more, setMore] = useState(false);
  const [form, setForm] = useState<SearchState>(() => emptySearch(goal));
  const [unfolded, setUnfolded] = useState(true);
  const search = useStore($search);

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

  // Back, forward and the results' own changes (page, order) bring the form in step with the URL. A search
  // the form itself applied reads back the same: the form is kept, and not drawn again.
  useEffect(() => {
    if (mode === 'results' && search !== undefined)
      setForm((current) => (sameSearch(current, search) ? current : search));
  }, [mode, search]);

  const update = (changes: Partial<SearchState>) => setForm((current) => ({ ...current, ...changes }));
  const chooseGoal = (next: Goal) =>
    setForm((current) =>
      switchGoal(current, next, {
        cities: options[next].cities.map((city) => city.value),
        types: options[next].types.map((type) => type.value),
      }),
    );
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mode === 'results' && (anyGoal || form.goal === goal)) {
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
  return { running, more, setMore, form, update, chooseGoal, unfolded, setUnfolded, onSubmit, onReset };
}
