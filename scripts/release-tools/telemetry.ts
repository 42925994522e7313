/**
 * Reads the release-health summary from the reader API (`GET
 * /api/v1/telemetry/remote-loads/summary`) for `pnpm platform:status`: per release, the loads,
 * the failure rate, runtime errors per 1,000 loads, the distinct clients and the p75 load time
 * reported by browsers. The summaries are for operators: the request carries
 * `PLATFORM_OPERATOR_TOKEN`, or the token `pnpm start` left for this machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import { api } from '@thrive/platform';
import { operatorTokenFile, origins } from '@thrive/platform/node';

export interface RemoteVersionStats {
  remote: string;
  version: string;
  loads: number;
  failures: number;
  failureRate: number;
  runtimeErrors: number;
  errorsPerThousandLoads: number;
  clients: number;
  /** Enough distinct clients reported for an automatic decision. */
  enoughClients: boolean;
  p75Ms: number | null;
  errorRoutes: { route: string; kind: string; count: number }[];
}

function operatorHeaders(): Record<string, string> {
  const token =
    process.env.PLATFORM_OPERATOR_TOKEN?.trim() ||
    (existsSync(operatorTokenFile()) ? readFileSync(operatorTokenFile(), 'utf8').trim() : '');
  return token ? { authorization: `Bearer ${token}` } : {};
}

async function readSummary(url: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: operatorHeaders(),
    signal: AbortSignal.timeout(3000),
  });
  if (response.status === 401) {
    throw new Error("HTTP 401: set PLATFORM_OPERATOR_TOKEN to the API's operator token");
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

export const telemetrySummaryUrl = () =>
  `${process.env[api.publicUrlEnv]?.trim() || `${origins.api}${api.basePath}`}/telemetry/remote-loads/summary`;

/** Keyed `<remote>@<version>`; empty (with a note on stderr) when the API cannot be reached. */
export async function readTelemetry(
  url = telemetrySummaryUrl(),
): Promise<Map<string, RemoteVersionStats>> {
  try {
    const body = (await readSummary(url)) as { versions: RemoteVersionStats[] };
    return new Map(body.versions.map((s) => [`${s.remote}@${s.version}`, s]));
  } catch (error) {
    console.error(`(No release health: ${url} did not answer — ${(error as Error).message}.)`);
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
    return ((await readSummary(url)) as { violations: CspViolationStats[] }).violations;
  } catch (error) {
    console.error(`(No CSP reports: ${url} did not answer — ${(error as Error).message}.)`);
    return null;
  }
}
