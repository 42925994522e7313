/**
 * The `schema.response` of a route: its success bodies (from the contracts or the feature's
 * `*Schemas.ts`) and the one error shape for every 4xx and 5xx. In production the serializer
 * (fast-json-stringify) writes only the fields a schema names; tests also validate every answer
 * against it and fail on a field it does not name (src/testing/responseChecks.ts).
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { ErrorAnswerSchema } from '@thrive/reader-contract/schemas';

export { ErrorAnswerSchema };

/** `{ 200: Story }` → `{ 200: Story, '4xx': ErrorAnswer, '5xx': ErrorAnswer }`. */
export function answers<T extends Record<number, TSchema>>(
  success: T,
): T & { '4xx': typeof ErrorAnswerSchema; '5xx': typeof ErrorAnswerSchema } {
  return { ...success, '4xx': ErrorAnswerSchema, '5xx': ErrorAnswerSchema };
}

/** A path's `:id` (always text in a URL; each feature checks it names a row). */
export const IdParams = Type.Object({ id: Type.String() });
