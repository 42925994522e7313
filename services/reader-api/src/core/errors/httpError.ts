/** An error whose message is already fit for the people using the site. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A stable machine-readable reason, sent as `code` beside `error` (e.g. EMAIL_NOT_VERIFIED). */
    readonly code?: string,
    /** More fields for the answer's body beside `error` and `code` (e.g. a proof-of-work challenge). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}
