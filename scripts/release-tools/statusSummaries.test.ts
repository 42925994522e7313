/**
 * `pnpm platform:status` (and `--json`) shows the release health and the CSP violations the
 * reader API collected (its operator-only summaries), here from a stand-in API on a free port
 * that, like the real one, answers only the operator's token.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const violation = {
  document: 'https://thrive.ng/login',
  directive: 'script-src-elem',
  blocked: 'https://evil.example/x.js',
  disposition: 'enforce',
  count: 3,
  lastSeen: '2026-11-25T18:00:00.000Z',
};

const health = {
  remote: 'auth',
  version: 'local',
  loads: 120,
  failures: 3,
  failureRate: 0.025,
  runtimeErrors: 6,
  errorsPerThousandLoads: 50,
  clients: 4,
  enoughClients: false,
  p75Ms: 750,
  errorRoutes: [{ route: '/signup', kind: 'render', count: 6 }],
};

const OPERATOR_TOKEN = 'a-test-operator-token-0123456789abcdef';
const cli = path.join(__dirname, 'cli.ts');

function runStatus(
  args: string[],
  apiUrl: string,
  token: string | undefined = OPERATOR_TOKEN,
  dataDir = mkdtempSync(path.join(tmpdir(), 'thrive-status-')),
): Promise<{ out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, 'status', ...args], {
      env: {
        ...process.env,
        API_PUBLIC_URL: apiUrl,
        // An unused API port: no token file of a local `pnpm start` is found.
        API_PORT: '4999',
        PLATFORM_OPERATOR_TOKEN: token ?? '',
        THRIVE_PLATFORM_DIR: dataDir,
      },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve({ out, err }) : reject(new Error(`exit ${code}: ${err}`)),
    );
  });
}

describe('platform:status: release health and CSP reports', () => {
  let server: http.Server;
  let apiUrl: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      if (request.headers.authorization !== `Bearer ${OPERATOR_TOKEN}`) {
        response.statusCode = 401;
        response.end(JSON.stringify({ error: 'This summary is for platform operators' }));
        return;
      }
      response.end(
        JSON.stringify(
          request.url === '/api/v1/csp-reports/summary'
            ? { since: '2026-11-18T18:00:00.000Z', violations: [violation] }
            : { since: '2026-11-18T18:00:00.000Z', versions: [health] },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('lists the violations, most frequent first', async () => {
    const { out } = await runStatus([], apiUrl);
    expect(out).toContain('CSP violations (last 7 days), most frequent first:');
    expect(out).toContain(
      '3  script-src-elem blocked https://evil.example/x.js on https://thrive.ng/login (enforce, last 2026-11-25T18:00:00.000Z)',
    );
  }, 60_000);

  it("puts them in --json as cspViolations, beside each live release's health", async () => {
    const out = JSON.parse((await runStatus(['--json', '--env', 'production'], apiUrl)).out);
    expect(out.cspViolations).toEqual([violation]);
    expect(out.auth.loads).toEqual(health);
  }, 60_000);

  it('says when this machine’s servers refused a revision, and why (issue 40, M3)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'thrive-status-'));
    mkdirSync(path.join(dataDir, 'serving'));
    const refused = {
      revision: 2,
      reason: 'auth release 0123456789ab: remoteEntry.js does not match its SHA-256.',
      at: '2026-12-07T16:00:00.000Z',
    };
    writeFileSync(
      path.join(dataDir, 'serving', 'production.json'),
      JSON.stringify({ servedRevision: 1, refused }),
    );
    const { out } = await runStatus(['--env', 'production'], apiUrl, OPERATOR_TOKEN, dataDir);
    expect(out).toContain(
      `! revision 2 refused by this machine's servers (2026-12-07T16:00:00.000Z): ${refused.reason} — they serve revision 1`,
    );
    const json = JSON.parse(
      (await runStatus(['--json', '--env', 'production'], apiUrl, OPERATOR_TOKEN, dataDir)).out,
    );
    expect(json.serving).toEqual({ servedRevision: 1, refused });
  }, 60_000);

  it('says which token is missing when the API refuses, and still shows the rest', async () => {
    const { out, err } = await runStatus(['--json', '--env', 'production'], apiUrl, 'wrong');
    expect(err).toContain('(No release health:');
    expect(err).toContain('set PLATFORM_OPERATOR_TOKEN');
    expect(JSON.parse(out).auth).toMatchObject({ version: null, loads: null });
  }, 60_000);
});
