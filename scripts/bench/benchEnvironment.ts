/**
 * Moves this process onto the bench's ports (benchPorts.ts). Imported first by the bench's
 * runner: @thrive/platform/node reads the ports once, when first imported, so every module that
 * imports it (the servers, the processes helper, Lighthouse's part) must come after this one.
 */
import { benchPortEnv } from './benchPorts.ts';

try {
  Object.assign(process.env, benchPortEnv(process.env));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
