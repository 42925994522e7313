/** The answers of the newsletter and app-updates forms (the sites read only `message`). */
import { Type } from '@sinclair/typebox';

export const ListAnswerSchema = Type.Object({
  message: Type.String(),
  list: Type.Union([Type.Literal('newsletter'), Type.Literal('app-updates')]),
});
