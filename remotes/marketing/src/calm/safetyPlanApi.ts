/**
 * The reader API calls of the safety plan (issue 45): only ever a sealed plan goes out
 * (@thrive/reader-contract/safetyPlan); the passphrase and the plan stay in the browser.
 */
import { api, ApiError, get, toApiError } from '@thrive/api-client';
import {
  openPlan,
  SAFETY_PLAN_PATH,
  sealPlan,
  type StoredSafetyPlan,
} from '@thrive/reader-contract/safetyPlan';
import { planJson, planOf, type SafetyPlan } from './safetyPlan';

const relative = SAFETY_PLAN_PATH.replace(/^\/+/, '');

/** Seals the plan with the passphrase and keeps the sealed copy in the reader's account. */
export async function keepSealedPlan(
  plan: SafetyPlan,
  passphrase: string,
  failed: string,
): Promise<void> {
  const sealed = await sealPlan(planJson(plan), passphrase);
  try {
    await (
      await api()
    ).put(relative, { json: sealed, headers: { 'Idempotency-Key': crypto.randomUUID() } });
  } catch (error) {
    throw await toApiError(error, failed);
  }
}

export type OpenedPlan = { plan: SafetyPlan } | { missing: true } | { wrongPassphrase: true };

/** The sealed copy from the account, opened with the passphrase. */
export async function openKeptPlan(passphrase: string, failed: string): Promise<OpenedPlan> {
  let sealed: StoredSafetyPlan;
  try {
    sealed = await get<StoredSafetyPlan>(SAFETY_PLAN_PATH, failed);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { missing: true };
    throw error;
  }
  try {
    return { plan: planOf(JSON.parse(await openPlan(sealed, passphrase))) };
  } catch {
    return { wrongPassphrase: true };
  }
}
