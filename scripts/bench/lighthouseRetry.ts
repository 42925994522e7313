/**
 * Lighthouse sometimes fails to record a trace of a page load that went fine (NO_NAVSTART and
 * its kin); its own message says to run it again. Those runs are retried; every other runtime
 * error (the page did not paint, did not load) is the page's fault and fails the bench.
 */
const TRACE_GLITCHES: ReadonlySet<string> = new Set([
  'NO_NAVSTART',
  'NO_TRACING_STARTED',
  'TRACING_ALREADY_STARTED',
  'PROTOCOL_TIMEOUT',
]);

/** How many times one run is attempted before its trace error fails the bench. */
export const LIGHTHOUSE_ATTEMPTS = 3;

interface RuntimeError {
  code: string;
  message: string;
}

/** Runs `attempt` until it returns no trace glitch; returns its result or throws its error. */
export async function withTraceRetries<T extends { runtimeError?: RuntimeError }>(
  label: string,
  attempt: () => Promise<T>,
  warn: (line: string) => void = console.warn,
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    const result = await attempt();
    const error = result.runtimeError;
    if (!error) return result;
    if (!TRACE_GLITCHES.has(error.code) || tries >= LIGHTHOUSE_ATTEMPTS)
      throw new Error(`Lighthouse on ${label}: ${error.message}`);
    warn(`  ${label}: Lighthouse did not record the trace (${error.code}); running it again`);
  }
}
