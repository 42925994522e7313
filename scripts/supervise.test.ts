import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { supervise } from './supervise.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('supervise (pnpm start keeps the API running)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'thrive-supervise-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('restarts a crashed process after a growing backoff with a log line each time, and not after stop()', async () => {
    const runsFile = path.join(dir, 'runs');
    const runs = () => (existsSync(runsFile) ? readFileSync(runsFile, 'utf8').length : 0);
    // Each run leaves a mark; the first two crash, the third stays up.
    const script = `
      const fs = require('node:fs');
      fs.appendFileSync(${JSON.stringify(runsFile)}, 'x');
      if (fs.readFileSync(${JSON.stringify(runsFile)}, 'utf8').length <= 2) process.exit(70);
      setInterval(() => {}, 1000);
    `;
    const lines: string[] = [];
    const supervisor = supervise({
      name: 'The reader API',
      start: () => spawn(process.execPath, ['-e', script], { stdio: 'ignore' }),
      log: (line) => lines.push(line),
      firstDelayMs: 100,
      maxDelayMs: 1_000,
    });
    try {
      while (runs() < 3) await pause(50);
      expect(lines).toEqual([
        'The reader API exited (code 70); restarting in 0.1 s (restart 1).',
        'The reader API exited (code 70); restarting in 0.2 s (restart 2).',
      ]);
    } finally {
      await supervisor.stop();
    }
    // Stopped on purpose: no restart, no line.
    await pause(300);
    expect(runs()).toBe(3);
    expect(lines).toHaveLength(2);
    expect(supervisor.current().signalCode).toBe('SIGTERM');
  });
});
