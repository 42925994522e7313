import type { FastifyRequest } from 'fastify';
import type { FormClient } from './formMailQuota.ts';
import { PROOF_HEADER } from './proofOfWork.ts';

/** The client of a form request: its address and the proof of work it sent, if any. */
export function formClient(request: FastifyRequest): FormClient {
  const proof = request.headers[PROOF_HEADER];
  return { ip: request.ip, proof: typeof proof === 'string' ? proof : undefined };
}
