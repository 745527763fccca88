// "N people registered on our site are looking for a property like this", with how the count is made.
// The number comes with the property's statistics (the API counts the register's confirmed demands).
import { buyersForm } from '../../domain/portal/matching-buyers';
import { fillTemplate } from '../../i18n/fill-template';
import type { PortalStrings } from './portal-strings';

interface Props {
  /** Undefined while loading. */
  readonly count: number | undefined;
  readonly tag: string;
  readonly strings: PortalStrings;
}

export function MatchingBuyers({ count, tag, strings: s }: Props) {
  return (
    <section className="portal-panel-box portal-buyers" aria-labelledby="portal-buyers-title">
      <h4 className="portal-section-title" id="portal-buyers-title">
        {s['portal.buyers.title']}
      </h4>
      <p className="portal-buyers__count" data-count={count}>
        {count === undefined
          ? '–'
          : fillTemplate(s[`portal.buyers.${buyersForm(count, tag)}`], {
              count: new Intl.NumberFormat(tag).format(count),
            })}
      </p>
      <p className="portal-buyers__how">{s['portal.buyers.how']}</p>
    </section>
  );
}
