/**
 * The development data size switch: `?rows=100000` on a list page makes it generate that many
 * rows, to check (and benchmark) that the grid stays fast far beyond the samples.
 *
 * It is honoured only on a loopback host (localhost, *.localhost, 127.0.0.1, [::1]) — where
 * `pnpm dev`, `pnpm start` and `pnpm bench` run — and ignored on any real host name, so a
 * deployed console always shows the spec's sample data. A build-time flag was not used because
 * the benchmark measures the production build (`pnpm start`), which must not differ from what is
 * deployed; the host name is what separates a developer's machine from a deployment.
 */
export const MAX_DEV_ROWS = 500_000;

export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]'
  );
}

/** The requested row count, or null when the switch is absent, invalid or not honoured here. */
export function devRowCount(hostname: string, search: string): number | null {
  if (!isLoopbackHost(hostname)) return null;
  const raw = new URLSearchParams(search).get('rows');
  if (raw === null || !/^\d{1,7}$/.test(raw)) return null;
  const count = Number(raw);
  return count >= 1 && count <= MAX_DEV_ROWS ? count : null;
}
