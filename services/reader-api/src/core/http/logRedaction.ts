/**
 * Access-log lines never carry a link's secret: the one-click unsubscribe URL
 * (`POST /newsletter/unsubscribe?token=…`, RFC 8058) and any other query `token`, `otp` or
 * `code` is logged with its value replaced. Same fields as Fastify's own request serializer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SECRET_QUERY_VALUE = /([?&](?:token|otp|code)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_VALUE, '$1[REDACTED]');
}

function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Every request's logger serializes `req` without secrets in the URL. */
export function redactRequestLogs(app: FastifyInstance): void {
  app.setChildLoggerFactory((logger, bindings, options) =>
    logger.child(bindings, {
      ...options,
      serializers: { ...options.serializers, req: redactedRequest },
    }),
  );
}
