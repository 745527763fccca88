// Where a free text that found nothing in this section finds listings: a line and a link to each such section.
import type { textElsewhere } from '../../domain/search/results';
import { fillTemplate } from '../../i18n/fill-template';
import type { OtherSection, ResultsIslandProps } from './island-props';

export function Elsewhere(props: {
  readonly others: readonly OtherSection[];
  readonly matches: ReturnType<typeof textElsewhere>;
  readonly text: string;
  readonly strings: ResultsIslandProps['strings'];
}) {
  const { others, matches, text, strings: s } = props;
  if (matches.length === 0) return null;
  const title = (section: string) => others.find((other) => other.section === section)?.title ?? section;
  return (
    <div className="results__elsewhere">
      <p>{fillTemplate(s['search.results.elsewhere'], { search: text })}</p>
      <ul>
        {matches.map((match) => (
          <li key={match.section}>
            <a href={match.href}>
              {fillTemplate(s['search.results.elsewhereLink'], {
                section: title(match.section),
                count: match.count,
              })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
