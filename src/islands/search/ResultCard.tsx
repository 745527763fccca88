// A result as a card, in the markup and classes of PropertyCard.astro so both look the same.
import { imageSources } from '../../domain/image-variants';
import type { SearchIndexEntry } from '../../domain/search-index';
import { fillPlural, fillTemplate } from '../../i18n/fill-template';
import type { ResultsIslandProps } from './island-props';

const badgeMarquee = { new: '1', option: '2', 'price-lowered': '5' } as const;

interface Props {
  readonly entry: SearchIndexEntry;
  readonly strings: ResultsIslandProps['strings'];
  readonly plurals: ResultsIslandProps['plurals'];
  readonly tag: string;
}

export function ResultCard({ entry, strings: s, plurals, tag }: Props) {
  const { photo, facts } = entry;
  const sources = photo && imageSources({ Url: photo.url, Width: photo.width });
  const hasFacts =
    facts.bedrooms !== undefined || facts.bathrooms !== undefined || facts.surfaceLiving !== undefined;
  return (
    <article className={`card property-card${entry.ribbon ? ' property-card--gone' : ''}`}>
      <div className="card__media">
        {photo && sources ? (
          <img
            className="card__photo property-card__photo"
            src={sources.src}
            srcSet={sources.srcset}
            sizes={
              sources.srcset &&
              '(min-width: 80rem) 24rem, (min-width: 64rem) 33vw, (min-width: 48rem) 50vw, 100vw'
            }
            alt={entry.title}
            width={photo.width}
            height={photo.height}
            loading="lazy"
            decoding="async"
            style={
              sources.placeholder
                ? {
                    backgroundImage: `url("${sources.placeholder.replaceAll('"', '%22')}")`,
                    backgroundSize: 'cover',
                    backgroundPosition: 'center',
                  }
                : undefined
            }
          />
        ) : (
          <div className="property-card__no-photo">{s['listings.card.noPhoto']}</div>
        )}
        {entry.ribbon && (
          <p className="property-card__ribbon">{entry.statusText ?? s[`property.ribbons.${entry.ribbon}`]}</p>
        )}
        {entry.badge && (
          <p className={`property-card__badge property-card__badge--${entry.badge}`}>
            {entry.statusText ?? s[`property.values.Marquee.${badgeMarquee[entry.badge]}`]}
          </p>
        )}
      </div>
      <div className="property-card__body">
        <h3 className="property-card__title">
          <a href={entry.url} className="card__link property-card__link">
            {entry.title}
          </a>
        </h3>
        <p className="property-card__price">{entry.priceText}</p>
        {hasFacts && (
          <ul className="property-card__facts">
            {facts.bedrooms !== undefined && (
              <li>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                  <path d="M3 18v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6M3 14h18M6 10V7a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3M3 18v2M21 18v2" />
                </svg>
                {fillPlural(plurals['listings.card.bedrooms'], facts.bedrooms, tag)}
              </li>
            )}
            {facts.bathrooms !== undefined && (
              <li>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                  <path d="M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-3zM6 12V5a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2" />
                </svg>
                {fillPlural(plurals['listings.card.bathrooms'], facts.bathrooms, tag)}
              </li>
            )}
            {facts.surfaceLiving !== undefined && (
              <li>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                  <path d="M4 4h16v16H4zM4 9h5M15 4v5M4 15h7v5" />
                </svg>
                <span className="visually-hidden">{s['listings.card.livingArea']}:</span>
                {fillTemplate(s['property.units.squareMetres'], { value: facts.surfaceLiving })}
              </li>
            )}
          </ul>
        )}
        {entry.epc && (
          <img
            className="property-card__epc"
            src={entry.epc.image}
            alt={fillTemplate(s['property.epc.classValue'], { label: entry.epc.class })}
            width="120"
            height="40"
            loading="lazy"
          />
        )}
      </div>
    </article>
  );
}
