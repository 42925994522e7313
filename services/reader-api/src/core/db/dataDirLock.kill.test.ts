/**
 * The PGlite directory lock is held by the kernel, not by a pid in a file: a holder killed with
 * SIGKILL lets the next process in at once (even when the dead holder's pid is alive again, as
 * PID 1 is in a restarted container, or when the lock file is empty), and two live processes
 * never both hold it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { packageRoot } from '../config.ts';
import { DataDirInUseError, lockDataDir } from './dataDirLock.ts';

/** A child process that takes the lock and prints LOCKED (or REFUSED) and then waits. */
const HOLDER = `
import { lockDataDir } from './src/core/db/dataDirLock.ts';
try {
  await lockDataDir(process.argv[1]);
  process.stdout.write('LOCKED\\n');
} catch (error) {
  process.stdout.write('REFUSED ' + error.name + '\\n');
}
setInterval(() => {}, 1000);
`;

interface Holder {
  child: ChildProcess;
  /** Resolves with the child's first answer: LOCKED or REFUSED <error name>. */
  answer: Promise<string>;
}

describe('PGlite data directory lock (kernel-released)', () => {
  let dir: string;
  const children: ChildProcess[] = [];
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'thrive-klock-'));
  });
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  const startHolder = (dataDir: string): Holder => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', HOLDER, dataDir],
      {
        cwd: packageRoot,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    children.push(child);
    const answer = new Promise<string>((resolve) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = /^(LOCKED|REFUSED.*)$/m.exec(output);
        if (line) resolve(line[1]!);
      });
      child.once('exit', (code) => resolve(`EXITED ${code}`));
    });
    return { child, answer };
  };
  const kill9 = async (child: ChildProcess) => {
    child.kill('SIGKILL');
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };

  it('a holder killed with SIGKILL lets a new process in at once; while it lives, nobody else gets in', async () => {
    const dataDir = path.join(dir, 'killed');
    const holder = startHolder(dataDir);
    expect(await holder.answer).toBe('LOCKED');

    await expect(lockDataDir(dataDir)).rejects.toThrow(DataDirInUseError);
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      new RegExp(`in use by another reader API process \\(pid ${holder.child.pid} `),
    );

    await kill9(holder.child);
    const startedAt = Date.now();
    const release = await lockDataDir(dataDir);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    // ...and this process now refuses another one.
    const second = startHolder(dataDir);
    expect(await second.answer).toBe('REFUSED DataDirInUseError');
    await release();
    // Released cleanly: the next one gets it.
    const third = startHolder(dataDir);
    expect(await third.answer).toBe('LOCKED');
    await kill9(third.child);
    await kill9(second.child);
  });

  it('a lock file left behind whose pid is alive again (PID 1 after a container restart), or an empty one, is taken over', async () => {
    const alive = path.join(dir, 'pid-alive');
    // The pid in the file runs (it is this very test process's parent or this one): the old
    // pid check took it for a live owner and refused forever.
    writeFileSync(
      `${alive}.lock`,
      JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: new Date(0).toISOString() }),
    );
    const releaseAlive = await lockDataDir(alive);
    await releaseAlive();

    const empty = path.join(dir, 'empty');
    writeFileSync(`${empty}.lock`, '');
    const releaseEmpty = await lockDataDir(empty);
    await releaseEmpty();
  });

  it('of several processes starting at once on a lock left by a killed holder, exactly one gets it', async () => {
    const dataDir = path.join(dir, 'race');
    const first = startHolder(dataDir);
    expect(await first.answer).toBe('LOCKED');
    await kill9(first.child);

    const racers = Array.from({ length: 4 }, () => startHolder(dataDir));
    const answers = await Promise.all(racers.map((racer) => racer.answer));
    expect(answers.filter((answer) => answer === 'LOCKED')).toHaveLength(1);
    expect(answers.filter((answer) => answer === 'REFUSED DataDirInUseError')).toHaveLength(3);
    await Promise.all(racers.map((racer) => kill9(racer.child)));
  }, 60_000);
});
