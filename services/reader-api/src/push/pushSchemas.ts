/**
 * The push routes' requests (zod: checked at the boundary, with the reader's words for what is
 * wrong) and answers (TypeBox: the serializer writes only what they name).
 */
import { Type } from '@sinclair/typebox';
import { z } from 'zod';
import { PUSH_ENDPOINT_MAX, PUSH_KINDS } from '@thrive/reader-contract/community';
import { FIELDS_NOT_OBJECT } from '../content/index.ts';
import { CHOOSE_PUSH_KINDS, PUSH_SUBSCRIPTION_INVALID } from './pushWords.ts';

const kindSchema = Type.Union(PUSH_KINDS.map((kind) => Type.Literal(kind)));

export const PushKeySchema = Type.Object({ public_key: Type.String() });

export const PushChoiceSchema = Type.Object({
  subscribed: Type.Boolean(),
  kinds: Type.Array(kindSchema),
  data_saver: Type.Boolean(),
});

export const PushDeliveryCountsSchema = Type.Object({
  sent: Type.Number(),
  delivered: Type.Number(),
  failed: Type.Number(),
  pending: Type.Number(),
});

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * A push service's endpoint: an https URL (browsers' push services are all https). Only where
 * `allowLocal` (development and tests) may it be a loopback http URL, for a local push server
 * such as web-push-testing; never a URL with credentials.
 */
export function endpointSchema(allowLocal: boolean) {
  return z
    .string({ error: PUSH_SUBSCRIPTION_INVALID })
    .max(PUSH_ENDPOINT_MAX, { error: PUSH_SUBSCRIPTION_INVALID })
    .refine(
      (value) => {
        let url: URL;
        try {
          url = new URL(value);
        } catch {
          return false;
        }
        if (url.username || url.password) return false;
        if (url.protocol === 'https:') return allowLocal || !LOOPBACK.test(url.hostname);
        return allowLocal && url.protocol === 'http:' && LOOPBACK.test(url.hostname);
      },
      { error: PUSH_SUBSCRIPTION_INVALID },
    );
}

/** base64url of a P-256 public key (65 bytes) and of the 16-byte auth secret. */
const P256DH = /^[A-Za-z0-9_-]{86,88}={0,2}$/;
const AUTH = /^[A-Za-z0-9_-]{21,24}={0,2}$/;

export function subscribeBody(allowLocal: boolean) {
  return z.object(
    {
      subscription: z.object(
        {
          endpoint: endpointSchema(allowLocal),
          keys: z.object(
            {
              p256dh: z.string({ error: PUSH_SUBSCRIPTION_INVALID }).regex(P256DH, {
                error: PUSH_SUBSCRIPTION_INVALID,
              }),
              auth: z.string({ error: PUSH_SUBSCRIPTION_INVALID }).regex(AUTH, {
                error: PUSH_SUBSCRIPTION_INVALID,
              }),
            },
            { error: PUSH_SUBSCRIPTION_INVALID },
          ),
        },
        { error: PUSH_SUBSCRIPTION_INVALID },
      ),
      kinds: z
        .array(z.enum(PUSH_KINDS, { error: CHOOSE_PUSH_KINDS }), { error: CHOOSE_PUSH_KINDS })
        .max(PUSH_KINDS.length * 2, { error: CHOOSE_PUSH_KINDS }),
      data_saver: z.boolean({ error: FIELDS_NOT_OBJECT }),
      locale: z.string().max(20).optional(),
    },
    { error: FIELDS_NOT_OBJECT },
  );
}

export function endpointBody(allowLocal: boolean) {
  return z.object({ endpoint: endpointSchema(allowLocal) }, { error: FIELDS_NOT_OBJECT });
}

export function turnOffBody(allowLocal: boolean) {
  return z.object(
    {
      endpoint: endpointSchema(allowLocal),
      kind: z.enum(PUSH_KINDS, { error: CHOOSE_PUSH_KINDS }),
    },
    { error: FIELDS_NOT_OBJECT },
  );
}
