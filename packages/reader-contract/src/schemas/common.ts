/**
 * Building blocks of the wire schemas (TypeBox: JSON Schema at run time, the TypeScript type
 * by `Static`). The schemas live under src/schemas, apart from index.ts, so the remotes, which
 * import types and constants only, never bundle TypeBox.
 */
import { Type, type TSchema } from '@sinclair/typebox';

/**
 * Every error answer: a human message, a machine-readable code where the UI acts on it, and
 * open for the details some errors carry (e.g. a proof-of-work challenge, a 503's status).
 */
export const ErrorAnswerSchema = Type.Object(
  { error: Type.String(), code: Type.Optional(Type.String()) },
  { additionalProperties: true },
);

/** Answers that only say what happened. */
export const MessageAnswerSchema = Type.Object({ message: Type.String() });

/** A field whose value may be null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A body-less answer (204): `reply.send()` with nothing. */
export const NoBody = Type.Unsafe<void>({ type: 'null' });

/** A file (a PDF, an image): sent as its bytes, never serialised as JSON. */
export const FileBody = Type.Unsafe<Uint8Array | string>({
  type: 'string',
  description: 'the bytes of a file, not JSON',
});
