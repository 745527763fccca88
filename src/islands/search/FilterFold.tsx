// A results page's filter on a phone: folded behind a "Filters" button that gives the live number of
// results, as the plain form's fold does (views/filter-fold.ts).
import type { ReactNode } from 'react';
import { filterFoldId } from '../../views/filter-fold';

interface Props {
  readonly open: boolean;
  readonly onToggle: (open: boolean) => void;
  /** The button's word, and the number of results in words beside it. */
  readonly label: string;
  readonly count: string;
  readonly children: ReactNode;
}

export function FilterFold({ open, onToggle, label, count, children }: Props) {
  return (
    <details
      className="filter-fold"
      id={filterFoldId}
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      <summary className="filter-fold__toggle">
        <span className="filter-fold__label">{label}</span>
        <span className="filter-fold__count">{count}</span>
      </summary>
      {children}
    </details>
  );
}
