/**
 * What the site's API client does with a proof-of-work challenge (packages/api-client), done
 * in Node: solve it with altcha-lib and send the request again with the X-Thrive-Proof header.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { LightMyRequestResponse } from 'fastify';

export async function solveProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export const asksForProof = (response: LightMyRequestResponse) =>
  response.statusCode === 429 && response.json().code === 'PROOF_OF_WORK_REQUIRED';

/**
 * Sends a request; when the answer asks for a proof of work, solves it and sends it again with
 * the proof (as a browser with JavaScript does). `challenged` says whether a proof was asked for.
 */
export async function sendWithProof(
  send: (headers: Record<string, string>) => Promise<LightMyRequestResponse>,
): Promise<{ response: LightMyRequestResponse; challenged: boolean }> {
  const first = await send({});
  if (!asksForProof(first)) return { response: first, challenged: false };
  const proof = await solveProof(first.json().challenge as Challenge);
  return { response: await send({ 'x-thrive-proof': proof }), challenged: true };
}
