/**
 * `pnpm platform:status` (and `--json`) shows the CSP violations the reader API collected
 * (GET /api/v1/csp-reports/summary), here from a stand-in API on a free port.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
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

const cli = path.join(__dirname, 'cli.ts');

function runStatus(args: string[], apiUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, 'status', ...args], {
      env: {
        ...process.env,
        API_PUBLIC_URL: apiUrl,
        THRIVE_PLATFORM_DIR: mkdtempSync(path.join(tmpdir(), 'thrive-status-')),
      },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
  });
}

describe('platform:status and CSP reports', () => {
  let server: http.Server;
  let apiUrl: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(
          request.url === '/api/v1/csp-reports/summary'
            ? { since: '2026-11-18T18:00:00.000Z', violations: [violation] }
            : { since: '2026-11-18T18:00:00.000Z', versions: [] },
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
    const out = await runStatus([], apiUrl);
    expect(out).toContain('CSP violations (last 7 days), most frequent first:');
    expect(out).toContain(
      '3  script-src-elem blocked https://evil.example/x.js on https://thrive.ng/login (enforce, last 2026-11-25T18:00:00.000Z)',
    );
  }, 60_000);

  it('puts them in --json as cspViolations', async () => {
    const out = JSON.parse(await runStatus(['--json', '--env', 'production'], apiUrl));
    expect(out.cspViolations).toEqual([violation]);
  }, 60_000);
});
