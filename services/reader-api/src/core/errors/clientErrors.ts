/**
 * The messages of the framework's own answers (a body too large, a rate limit, a route that
 * does not exist, a server error), given by app.ts's error and not-found handlers.
 */
import type { FastifyError } from 'fastify';

export const SERVER_ERROR = 'Something went wrong on our side. Please try again in a moment.';
export const NOT_FOUND = 'Not found.';
export const REQUEST_TOO_LARGE =
  'That request is too large. Please shorten what you typed and try again.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';
export const BAD_REQUEST = 'The request could not be understood. Please check it and try again.';
/** For the site's developers (the site always sends JSON of the right length): English. */
export const NOT_JSON = 'Please send the request as JSON (Content-Type: application/json).';
export const INVALID_JSON = 'The request body is not valid JSON.';
export const WRONG_CONTENT_LENGTH = 'The request body does not match its declared length.';

/** The global rate limit's 429 (@fastify/rate-limit's errorResponseBuilder). */
export const tooManyRequests = (seconds: number) =>
  `Too many requests. Please wait ${seconds} seconds and try again.`;

/** Human messages for the framework's own client errors. */
export function clientErrorMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return NOT_JSON;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return REQUEST_TOO_LARGE;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return INVALID_JSON;
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return WRONG_CONTENT_LENGTH;
    default:
      break;
  }
  if (status === 413) return REQUEST_TOO_LARGE;
  if (status === 415) return NOT_JSON;
  if (status === 404) return NOT_FOUND;
  if (status === 429) return TOO_MANY_REQUESTS;
  return BAD_REQUEST;
}
