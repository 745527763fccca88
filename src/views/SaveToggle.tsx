// The save toggle of a listing card: a heart that keeps the listing on the visitor's shortlist. The
// chrome script (src/browser/shortlist-toggle.ts) gives it its state and its clicks; without a script it
// stays invisible (it would do nothing), its place kept so nothing moves when it appears.
import { heartPath } from './heart-path';

/** The listing's ID and the button's name in the page's language ("Save House in Ghent"). */
export interface SaveToggleProps {
  readonly id: number;
  readonly name: string;
}

/** A card's save toggle, unpressed until the chrome script reads the visitor's list. */
export function SaveToggle({ id, name }: SaveToggleProps) {
  return (
    <button type="button" className="save-toggle" data-save-id={id} aria-pressed="false" aria-label={name}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path d={heartPath} />
      </svg>
    </button>
  );
}
