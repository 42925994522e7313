/** The answer to a confirmed account-deletion link: when the deletion will be done (ISO 8601). */
import { Type } from '@sinclair/typebox';

export const DeletionConfirmedSchema = Type.Object({
  message: Type.String(),
  dueBy: Type.String(),
});
