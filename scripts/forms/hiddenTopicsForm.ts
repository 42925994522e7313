/**
 * The "Hide topics" form without an account or JavaScript (issue 45): it posts the topics a
 * reader chose here, the server keeps them in the cookie every story page is rendered with and
 * sends the reader back to the page (303).
 */
import type { FastifyInstance } from 'fastify';
import { HIDDEN_TOPICS_PATH, hiddenTopicsCookie, selectHost } from '@thrive/platform';
import { backPath } from './dataSaverSwitch.ts';
import { crossSiteReason, pageOrigin } from './sameOrigin.ts';

/** Needs the form parser registerFormSubmissions adds (application/x-www-form-urlencoded). */
export function registerHiddenTopicsForm(server: FastifyInstance): void {
  server.post(HIDDEN_TOPICS_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const host = request.headers.host ?? 'localhost';
    if (selectHost(host.replace(/:\d+$/, '')) !== 'public') {
      return reply.code(404).type('text/plain').send('Not found');
    }
    if (crossSiteReason(request.headers, pageOrigin(request.protocol, host))) {
      return reply.code(403).type('text/plain').send('This form works from the site only.');
    }
    const body = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    return reply
      .header('Set-Cookie', hiddenTopicsCookie(body.getAll('topic'), request.protocol === 'https'))
      .redirect(backPath(body.get('back')), 303);
  });
}
