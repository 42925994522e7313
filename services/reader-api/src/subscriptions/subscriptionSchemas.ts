/** The answers of the newsletter and app-updates forms (the sites read only `message`). */
import { Type } from '@sinclair/typebox';

export const ListAnswerSchema = Type.Object({
  message: Type.String(),
  list: Type.Union([Type.Literal('newsletter'), Type.Literal('app-updates')]),
});

/**
 * The one-click link's `?token=` (RFC 8058): one token as sent; a repeated one is an array,
 * which the route treats as no token in the query (and reads the body's instead).
 */
export const UnsubscribeQuerySchema = Type.Object({
  token: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
});
