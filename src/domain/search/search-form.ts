// The search form's own rules: what changing the goal does to the rest of the form.

import type { Goal } from '../listing/status';
import { resetForGoal } from './price-slider';
import type { SearchState } from './search';

/** The city values and type WebIDs a goal offers in the form. */
export interface GoalChoices {
  readonly cities: readonly string[];
  readonly types: readonly number[];
}

/**
 * The form after the goal changes: the new goal's full price range (a sale price means nothing as a rent),
 * the first page, and only the chosen cities and types the new goal still offers. Room counts and the
 * free text stay: they mean the same for both goals.
 */
export function switchGoal(state: SearchState, goal: Goal, offered: GoalChoices): SearchState {
  if (goal === state.goal) return state;
  const cities = new Set(offered.cities);
  const types = new Set(offered.types);
  return {
    ...state,
    goal,
    price: resetForGoal(goal),
    page: 1,
    cities: state.cities.filter((city) => cities.has(city)),
    types: state.types.filter((type) => types.has(type)),
  };
}
