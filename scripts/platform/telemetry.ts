/**
 * Reads the remote-load telemetry summary from the reader API (`GET
 * /api/v1/telemetry/remote-loads/summary`) for `pnpm platform:status`: per remote version, the
 * loads, the failure rate and the p75 load time reported by browsers.
 */
import { api } from '@thrive/platform';
import { origins } from '@thrive/platform/node';

export interface RemoteVersionStats {
  remote: string;
  version: string;
  loads: number;
  failures: number;
  failureRate: number;
  p75Ms: number | null;
}

export const telemetrySummaryUrl = () =>
  `${process.env[api.publicUrlEnv]?.trim() || `${origins.api}${api.basePath}`}/telemetry/remote-loads/summary`;

/** Keyed `<remote>@<version>`; empty (with a note on stderr) when the API cannot be reached. */
export async function readTelemetry(
  url = telemetrySummaryUrl(),
): Promise<Map<string, RemoteVersionStats>> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { versions: RemoteVersionStats[] };
    return new Map(body.versions.map((s) => [`${s.remote}@${s.version}`, s]));
  } catch (error) {
    console.error(`(No load telemetry: ${url} did not answer — ${(error as Error).message}.)`);
    return new Map();
  }
}

/** A CSP violation as the API summarises it (GET /api/v1/csp-reports/summary). */
export interface CspViolationStats {
  document: string;
  directive: string;
  blocked: string;
  disposition: string;
  count: number;
  lastSeen: string;
}

export const cspSummaryUrl = () =>
  `${process.env[api.publicUrlEnv]?.trim() || `${origins.api}${api.basePath}`}/csp-reports/summary`;

/** The most frequent CSP violations of the last 7 days; null (with a note) when unreachable. */
export async function readCspViolations(
  url = cspSummaryUrl(),
): Promise<CspViolationStats[] | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return ((await response.json()) as { violations: CspViolationStats[] }).violations;
  } catch (error) {
    console.error(`(No CSP reports: ${url} did not answer — ${(error as Error).message}.)`);
    return null;
  }
}
