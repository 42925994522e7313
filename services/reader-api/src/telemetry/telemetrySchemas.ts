/**
 * The telemetry calls' answers (API-internal: the release tools and the operator read them,
 * no remote does): the accepted count of a report, the release-health and CSP summaries.
 */
import { Type } from '@sinclair/typebox';
import { Nullable } from '@thrive/reader-contract/schemas';

export const AcceptedAnswerSchema = Type.Object({ accepted: Type.Number() });

/** One release's health since the window's start, from the hourly roll-ups. */
export const ReleaseHealthSummarySchema = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  loads: Type.Number(),
  failures: Type.Number(),
  failureRate: Type.Number(),
  runtimeErrors: Type.Number(),
  /** Runtime errors per 1,000 loads. */
  errorsPerThousandLoads: Type.Number(),
  /** The distinct clients that reported since the window's start (one address is one). */
  clients: Type.Number(),
  /** Whether enough distinct clients reported for any automatic decision. */
  enoughClients: Type.Boolean(),
  p75Ms: Nullable(Type.Number()),
  /** Where runtime errors were thrown, most frequent first (at most five). */
  errorRoutes: Type.Array(
    Type.Object({ route: Type.String(), kind: Type.String(), count: Type.Number() }),
  ),
});

export const ReleaseHealthAnswerSchema = Type.Object({
  since: Type.String(),
  minClientsForVerdict: Type.Number(),
  versions: Type.Array(ReleaseHealthSummarySchema),
});

export const CspSummaryAnswerSchema = Type.Object({
  since: Type.String(),
  violations: Type.Array(
    Type.Object({
      document: Type.String(),
      directive: Type.String(),
      blocked: Type.String(),
      disposition: Type.String(),
      count: Type.Number(),
      lastSeen: Type.String(),
    }),
  ),
});
