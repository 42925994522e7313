/**
 * Public reads are cached by whoever asks (the stories remote's server, a CDN, the browser) and
 * revalidated on every use: a weak ETag over the answer, and 304 when it has not changed. A
 * story approved a moment ago is therefore in the next answer, while an unchanged page costs
 * one small round trip.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The ETag is over the bytes the route's response schema serialises (what is sent). */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: unknown) {
  const json = String(reply.serialize(body));
  const etag = `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  reply
    .header('etag', etag)
    .header('cache-control', 'public, max-age=0, must-revalidate')
    .header('vary', 'Accept-Encoding');
  const asked = request.headers['if-none-match'];
  if (asked && asked.split(',').some((tag) => tag.trim() === etag)) return reply.status(304).send();
  // The object, not `json`: it goes through the route's serializer (the same bytes) and, in
  // tests, through the check of its fields (src/testing/responseChecks.ts).
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
}
