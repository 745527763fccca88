// The results' order: newest first, or by price up or down.
import { type SortKey, sortKeys } from '../../domain/search/search';
import { showSorted } from '../../stores/search';
import type { ResultsIslandProps } from './island-props';

const sortLabels = {
  newest: 'search.sort.newest',
  'price-asc': 'search.sort.priceAsc',
  'price-desc': 'search.sort.priceDesc',
} as const satisfies Record<SortKey, string>;

const isSortKey = (value: string): value is SortKey => (sortKeys as readonly string[]).includes(value);

export function SortChoice({ sort, strings: s }: { sort: SortKey; strings: ResultsIslandProps['strings'] }) {
  return (
    <label className="sr-sort">
      <span>{s['search.sort.label']}</span>
      <select
        value={sort}
        onChange={(event) => {
          if (isSortKey(event.target.value)) showSorted(event.target.value);
        }}
      >
        {sortKeys.map((key) => (
          <option key={key} value={key}>
            {s[sortLabels[key]]}
          </option>
        ))}
      </select>
    </label>
  );
}
