// The owner's properties as a group of radio cards: a picture, the title, the city and reference.
// Native radio buttons, so arrow keys move between them as everywhere else.
import { fillTemplate } from '../../i18n/fill-template';
import type { OwnedProperty } from '../../schemas/owner-me';
import type { PortalStrings } from './portal-strings';

interface Props {
  readonly properties: readonly OwnedProperty[];
  readonly selected: number | undefined;
  readonly onSelect: (id: number) => void;
  readonly strings: PortalStrings;
}

export function PropertyPicker({ properties, selected, onSelect, strings: s }: Props) {
  return (
    <fieldset className="portal-picker">
      <legend className="portal-section-title">{s['portal.myProperties']}</legend>
      <div className="portal-picker__list">
        {properties.map((property) => {
          const id = `portal-property-${property.id}`;
          return (
            <div className="portal-picker__item" key={property.id}>
              <input
                className="portal-picker__radio"
                type="radio"
                name="portal-property"
                id={id}
                value={property.id}
                checked={property.id === selected}
                onChange={() => onSelect(property.id)}
              />
              <label className="portal-picker__card" htmlFor={id}>
                {property.picture ? (
                  <img
                    className="portal-picker__picture"
                    src={property.picture.url}
                    width={property.picture.width}
                    height={property.picture.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className="portal-picker__picture portal-picker__picture--none" aria-hidden="true">
                    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                      <path
                        d="M3 11 12 4l9 7M5 9.5V20h14V9.5M10 20v-6h4v6"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.5"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </span>
                )}
                <span className="portal-picker__text">
                  <span className="portal-picker__title">
                    {property.title ?? property.reference ?? property.id}
                  </span>
                  <span className="portal-picker__meta">
                    {[
                      property.city,
                      property.reference
                        ? fillTemplate(s['portal.property.reference'], { reference: property.reference })
                        : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
