/**
 * The problem line of a second-factor step. A ticket that ran out (SIGN_IN_AGAIN) sends the
 * admin back to the password with the reason; anything else is shown in the step.
 */
import { useState } from 'react';
import type { ApiError } from '../../api/adminApi';

export function useStepProblem(onRestart: (message: string) => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const report = (error: unknown) => {
    const message = (error as Error).message;
    if ((error as Partial<ApiError>).code === 'SIGN_IN_AGAIN') onRestart(message);
    else setProblem(message);
  };
  return { problem, setProblem, report };
}
