// The time each phase of a publish took: printed as it ends and stored in release.json (`phases`), so
// staff and the bench see where a publish's time goes (an export is meant to be live within a minute).

/** One phase of a publish and its seconds. */
export interface PublishPhase {
  readonly name: string;
  readonly seconds: number;
}

/** Times consecutive phases: each `end(name)` closes the phase that began at the previous one. */
export function publishPhases(log: (line: string) => void, now: () => number = () => performance.now()) {
  const phases: PublishPhase[] = [];
  let since = now();
  return {
    phases: phases as readonly PublishPhase[],
    /** Ends the phase running since the last call (or the start), logs and records its time. */
    end(name: string): void {
      const at = now();
      const seconds = Math.round(at - since) / 1000;
      since = at;
      phases.push({ name, seconds });
      log(`  ${name}: ${seconds.toFixed(1)} s`);
    },
  };
}
