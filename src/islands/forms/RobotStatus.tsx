// The anti-robot check's line under the form: a box ticked once the proof of work is solved.
import type { IslandStrings } from './island-strings';
import type { RobotState } from './use-robot-check';

export function RobotStatus({ state, strings }: { state: RobotState; strings: IslandStrings }) {
  return (
    <p className={`robot robot--${state}`} role="status">
      <span className="robot__box" aria-hidden="true">
        {state === 'verified' ? '✓' : ''}
      </span>
      <span>
        {strings.robotLabel}
        {state === 'verifying' && <span className="robot__state"> · {strings.robotVerifying}</span>}
        {state === 'verified' && <span className="visually-hidden"> · {strings.robotVerified}</span>}
      </span>
    </p>
  );
}
