// The one markup of a listing card. Astro renders it to static HTML for the prerendered lists (no client
// directive, so no JavaScript ships) and the results island renders it in the browser: both show the same
// card. The whole card is clickable through one link on the title (stretched over the card), so a screen
// reader hears one link per card, not three.
import type { ReactNode } from 'react';
import type { CardView } from '../domain/listing/card-view';
import { imageSources } from '../domain/listing/image-variants';
import { fillPlural, fillTemplate } from '../i18n/fill-template';
import { cardGridSizes } from './card-grid-sizes';
import { badgeKey, type CardPlurals, type CardStrings } from './card-strings';
import { epcWordKeys } from './epc-words';
import { SaveToggle } from './SaveToggle';

/** What the card shows and in which words. */
export interface PropertyCardViewProps {
  readonly card: CardView;
  readonly strings: CardStrings;
  readonly plurals: CardPlurals;
  /** The language tag, for plural rules. */
  readonly tag: string;
  /** 2 when the card list has no heading of its own above it, 3 (default) under a section h2. */
  readonly headingLevel?: 2 | 3 | undefined;
}

/**
 * React writes its `srcSet` prop as `srcSet` in the HTML; the attribute's HTML name is `srcset`. Browsers
 * read both alike, but the prerendered card should read like every other picture of the site (and pass
 * html-validate's attr-case rule), so the attribute goes in under its HTML name.
 */
// The facts' icons (24-unit line drawings): a bed, a bath, a floor plan.
const bedroomIcon =
  'M3 18v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6M3 14h18M6 10V7a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3M3 18v2M21 18v2';
const bathroomIcon = 'M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4v-3zM6 12V5a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2';
const surfaceIcon = 'M4 4h16v16H4zM4 9h5M15 4v5M4 15h7v5';

/** One fact of the card: its icon, then its words. */
function CardFact({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <li>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path d={icon} />
      </svg>
      {children}
    </li>
  );
}

function htmlSrcset(srcset: string | undefined): Record<string, string> {
  return srcset === undefined ? {} : { srcset };
}

/** A listing's card from its decided view. */
export function PropertyCardView({
  card,
  strings: s,
  plurals,
  tag,
  headingLevel = 3,
}: PropertyCardViewProps) {
  const { photo, facts } = card;
  const sources = photo && imageSources({ Url: photo.url, Width: photo.width });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A dwelling's living area or another property's floor area (src/domain/listing/floor-area.ts).
  const surface =
    facts.surfaceLiving !== undefined
      ? { m2: facts.surfaceLiving, name: s['listings.card.livingArea'] }
      : facts.surfaceFloor !== undefined
        ? { m2: facts.surfaceFloor, name: s['listings.card.floorArea'] }
        : undefined;
  const hasFacts = facts.bedrooms !== undefined || facts.bathrooms !== undefined || surface !== undefined;
  return (
    <article className={`card property-card${card.ribbon ? ' property-card--gone' : ''}`}>
      <div className="card__media">
        {photo && sources ? (
          // Attributes in the order of ResponsiveImage.astro, so the prerendered card reads like other pictures.
          <img
            src={sources.src}
            {...htmlSrcset(sources.srcset)}
            sizes={sources.srcset === undefined ? undefined : cardGridSizes}
            alt={card.title}
            width={photo.width}
            height={photo.height}
            loading="lazy"
            decoding="async"
            className="card__photo property-card__photo"
            // The blurred copy is a background of the img itself: the loaded photo paints over it, no script.
            style={
              sources.placeholder === undefined
                ? undefined
                : {
                    backgroundImage: `url("${sources.placeholder.replaceAll('"', '%22')}")`,
                    backgroundSize: 'cover',
                    backgroundPosition: 'center',
                  }
            }
          />
        ) : (
          <div className="property-card__no-photo">{s['listings.card.noPhoto']}</div>
        )}
        <SaveToggle id={card.id} name={fillTemplate(s['listings.shortlist.save'], { title: card.title })} />
        {card.ribbon && (
          <p className="property-card__ribbon">{card.statusText ?? s[`property.ribbons.${card.ribbon}`]}</p>
        )}
        {card.badge && (
          <p className={`property-card__badge property-card__badge--${card.badge}`}>
            {card.previousPriceText ?? card.statusText ?? s[badgeKey(card.badge)]}
          </p>
        )}
      </div>
      <div className="property-card__body">
        <Heading className="property-card__title">
          <a href={card.url} className="card__link property-card__link">
            {card.title}
          </a>
        </Heading>
        <p className="property-card__price">{card.priceText}</p>
        {hasFacts && (
          <ul className="property-card__facts">
            {facts.bedrooms !== undefined && (
              <CardFact icon={bedroomIcon}>
                {fillPlural(plurals['listings.card.bedrooms'], facts.bedrooms, tag)}
              </CardFact>
            )}
            {facts.bathrooms !== undefined && (
              <CardFact icon={bathroomIcon}>
                {fillPlural(plurals['listings.card.bathrooms'], facts.bathrooms, tag)}
              </CardFact>
            )}
            {surface !== undefined && (
              <CardFact icon={surfaceIcon}>
                {/* One text node: React would separate two with a comment in the static HTML. */}
                <span className="visually-hidden">{`${surface.name}:`}</span>
                {fillTemplate(s['property.units.squareMetres'], { value: surface.m2 })}
              </CardFact>
            )}
          </ul>
        )}
        {card.epc && (
          <img
            className="property-card__epc"
            src={card.epc.image}
            alt={fillTemplate(s[epcWordKeys[card.epc.energyPass ? 'luxembourg' : 'belgium'].classValue], {
              label: card.epc.class,
            })}
            width="120"
            height="40"
            loading="lazy"
          />
        )}
      </div>
    </article>
  );
}
