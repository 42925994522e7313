/**
 * The environment-variable parsers of the API's settings (config.ts, admin/adminConfig.ts):
 * unset or blank means the default; anything else must be valid, or the settings fail with a
 * message naming the variable.
 */
import { z } from 'zod';

/** An integer from `min` to `max`; `fallback` when unset or blank. */
export const envInt = (name: string, fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return fallback;
      const value = Number(raw);
      if (!Number.isInteger(value) || value < min || value > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be an integer from ${min} to ${max}`,
        });
        return z.NEVER;
      }
      return value;
    });

/** Trimmed text; undefined when unset or blank. */
export const envText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** true (1, true, yes) or false (0, false, no); undefined when unset or blank. */
export const envFlag = (name: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return undefined;
      const value = raw.trim().toLowerCase();
      if (['1', 'true', 'yes'].includes(value)) return true;
      if (['0', 'false', 'no'].includes(value)) return false;
      ctx.addIssue({ code: 'custom', message: `${name} must be true or false` });
      return z.NEVER;
    });
