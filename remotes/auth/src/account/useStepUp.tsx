import { useState, type ReactNode } from 'react';
import type { ActionOutcome } from '../errors/useApiAction';
import { ConfirmItIsYou } from './ConfirmItIsYou';

export interface StepUp {
  /**
   * True when `outcome` was refused for want of a recent proof: the prompt opens, and `retry`
   * runs once the proof is accepted.
   */
  asked: (outcome: ActionOutcome<unknown>, retry: () => void) => boolean;
  /** The prompt, while one is open (render it where the change was asked for). */
  prompt: ReactNode;
}

/** The "confirm it is you" step of a section whose changes may need a recent proof. */
export function useStepUp(withAppCode: boolean): StepUp {
  const [retry, setRetry] = useState<(() => void) | null>(null);
  return {
    asked: (outcome, next) => {
      if (outcome.ok || !outcome.proofNeeded) return false;
      setRetry(() => next);
      return true;
    },
    prompt: retry && (
      <ConfirmItIsYou
        withAppCode={withAppCode}
        onConfirmed={() => {
          setRetry(null);
          retry();
        }}
        onCancel={() => setRetry(null)}
      />
    ),
  };
}
