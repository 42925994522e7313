export { installIdempotency, IDEMPOTENCY_HEADER } from './idempotencyHooks.ts';
export { IdempotencyStore } from './idempotencyStore.ts';
