// The filter's goal: for sale or for rent, as radio buttons.
import { type Goal, goals } from '../../domain/listing/status';
import type { FilterIslandProps } from './island-props';

interface Props {
  /** The radio group's name, unique on the page. */
  readonly name: string;
  readonly goal: Goal;
  readonly onChoose: (goal: Goal) => void;
  readonly strings: FilterIslandProps['strings'];
}

export function GoalChoice({ name, goal, onChoose, strings: s }: Props) {
  return (
    <fieldset className="sf-goal">
      <legend className="sf-label">{s['search.goal.label']}</legend>
      <div className="sf-goal__options">
        {goals.map((option) => (
          <label className="sf-goal__option" key={option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={goal === option}
              onChange={() => onChoose(option)}
            />
            <span>{option === 0 ? s['search.goal.sale'] : s['search.goal.rent']}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
