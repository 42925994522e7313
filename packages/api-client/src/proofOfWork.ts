/**
 * The reader API asks a noisy network (many readers behind one carrier-NAT address) for a
 * proof of work instead of refusing it: a 429 with code PROOF_OF_WORK_REQUIRED and an ALTCHA
 * challenge. This solves it in the browser (altcha-lib with Web Crypto, loaded only when a
 * challenge comes: about a second of hashing on a phone) for the request to be sent again.
 */
import { isHttpError } from './httpError';

export const PROOF_HEADER = 'X-Thrive-Proof';
const PROOF_OF_WORK_REQUIRED = 'PROOF_OF_WORK_REQUIRED';
/** Past this the reader is better told to try again than kept waiting. */
const SOLVE_TIMEOUT_MS = 30_000;

/** The challenge of a "prove some work" answer, or null for any other failure. */
export async function proofChallenge(error: unknown): Promise<unknown> {
  if (!isHttpError(error) || error.response.status !== 429) return null;
  try {
    const body = (await error.response.clone().json()) as { code?: unknown; challenge?: unknown };
    return body.code === PROOF_OF_WORK_REQUIRED && typeof body.challenge === 'object'
      ? body.challenge
      : null;
  } catch {
    return null;
  }
}

/** The X-Thrive-Proof header value for `challenge`, or null when it could not be solved. */
export async function solveProof(challenge: unknown): Promise<string | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const solution = await solveChallenge({
    challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'],
    deriveKey,
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution) return null;
  const json = JSON.stringify({ challenge, solution });
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
