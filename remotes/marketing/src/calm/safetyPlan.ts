/**
 * The reader's safety plan (issue 45): the seven steps of the Stanley-Brown Safety Planning
 * Intervention, kept in this browser's localStorage only (nothing is sent unless the reader
 * chooses encrypted sync), and the plan as plain text for printing and sharing.
 */
import type { Helpline } from '@thrive/ui';

export const PLAN_STEPS = [
  'warningSigns',
  'onMyOwn',
  'distractions',
  'askForHelp',
  'professionals',
  'safeSpace',
  'reasons',
] as const;

export type PlanStep = (typeof PLAN_STEPS)[number];
export type SafetyPlan = Record<PlanStep, string>;

/** The key in localStorage; the value is `{ version: 1, steps }`. */
export const PLAN_STORAGE_KEY = 'thrive-safety-plan';
/** Longest text kept per step (a plan is a few lines; this keeps the whole well under 64 KB). */
export const STEP_MAX_LENGTH = 2000;

export const emptyPlan = (): SafetyPlan =>
  Object.fromEntries(PLAN_STEPS.map((step) => [step, ''])) as SafetyPlan;

/** The plan from any stored or decrypted JSON: unknown fields dropped, each step a string. */
export function planOf(value: unknown): SafetyPlan {
  const plan = emptyPlan();
  const steps = (value as { steps?: unknown } | null)?.steps;
  if (steps && typeof steps === 'object') {
    for (const step of PLAN_STEPS) {
      const text = (steps as Record<string, unknown>)[step];
      if (typeof text === 'string') plan[step] = text.slice(0, STEP_MAX_LENGTH);
    }
  }
  return plan;
}

export const planJson = (plan: SafetyPlan) => JSON.stringify({ version: 1, steps: plan });

/** The plan kept in this browser, or an empty one (no storage, private mode, bad JSON). */
export function loadPlan(storage: Storage | undefined = globalThis.localStorage): SafetyPlan {
  try {
    const stored = storage?.getItem(PLAN_STORAGE_KEY);
    return stored ? planOf(JSON.parse(stored)) : emptyPlan();
  } catch {
    return emptyPlan();
  }
}

/** Keeps the plan in this browser; false when the browser refuses (storage off or full). */
export function savePlan(
  plan: SafetyPlan,
  storage: Storage | undefined = globalThis.localStorage,
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(PLAN_STORAGE_KEY, planJson(plan));
    return true;
  } catch {
    return false;
  }
}

export const isEmptyPlan = (plan: SafetyPlan) => PLAN_STEPS.every((step) => !plan[step].trim());

/** Emergency number and the configured helplines, as the "professionals" step lists them. */
export const helplineLines = (emergency: string, helplines: readonly Helpline[]) => [
  emergency,
  ...helplines.map((line) => `${line.name}: ${line.number} (${line.hours})`),
];

/** The plan as text: each step's heading, then what the reader wrote (for sharing). */
export function planAsText(
  title: string,
  plan: SafetyPlan,
  headings: Record<PlanStep, string>,
  helplines: readonly string[],
): string {
  const parts = PLAN_STEPS.map((step, index) => {
    const lines = [`${index + 1}. ${headings[step]}`];
    if (step === 'professionals') lines.push(...helplines.map((line) => `- ${line}`));
    if (plan[step].trim()) lines.push(plan[step].trim());
    return lines.join('\n');
  });
  return [title, ...parts].join('\n\n');
}

const EMPTY_PLAN = emptyPlan();

/**
 * The plan as React reads it (useSyncExternalStore): the empty plan while the prerendered page
 * hydrates, then this browser's copy, read again whenever the stored text changed (a reload,
 * another tab). Kept in memory too, so a browser that refuses storage still shows what the
 * reader types.
 */
export function createPlanStore(
  storage: () => Storage | undefined = () => globalThis.localStorage,
) {
  let current: SafetyPlan = EMPTY_PLAN;
  let lastRaw: string | null | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === PLAN_STORAGE_KEY) notify();
  };
  const readRaw = () => {
    try {
      return storage()?.getItem(PLAN_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
      };
    },
    snapshot(): SafetyPlan {
      const raw = readRaw();
      if (raw !== lastRaw) {
        lastRaw = raw;
        if (raw !== null) current = loadPlan(storage());
      }
      return current;
    },
    serverSnapshot: (): SafetyPlan => EMPTY_PLAN,
    /** Shows the plan at once; false when the browser would not keep it. */
    save(plan: SafetyPlan): boolean {
      current = plan;
      const saved = savePlan(plan, storage());
      if (saved) lastRaw = planJson(plan);
      notify();
      return saved;
    },
  };
}

export type PlanStore = ReturnType<typeof createPlanStore>;
export const planStore = createPlanStore();
