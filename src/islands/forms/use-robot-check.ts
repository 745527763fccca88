// The form's anti-robot check: a proof of work fetched and solved in the browser (robot-check.ts).
import { useCallback, useRef, useState } from 'react';
import { solveRobotCheck } from './robot-check';

export type RobotState = 'idle' | 'verifying' | 'verified' | 'failed';

/** Fetches and solves a fresh challenge into `setPayload`; a challenge is single-use. */
export function useRobotCheck() {
  const [state, setState] = useState<RobotState>('idle');
  const [payload, setPayload] = useState('');
  const pending = useRef<Promise<string>>(Promise.resolve(''));
  const solve = useCallback(() => {
    const controller = new AbortController();
    setState('verifying');
    setPayload('');
    pending.current = solveRobotCheck(controller).then(
      (value) => {
        setPayload(value);
        setState('verified');
        return value;
      },
      () => {
        setState('failed');
        return '';
      },
    );
    return controller;
  }, []);
  return { state, payload, pending, solve };
}
