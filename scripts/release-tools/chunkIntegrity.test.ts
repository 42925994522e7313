/**
 * Every chunk of a build carries a hash the browser enforces: the check finds a chunk no runtime
 * records, and one changed after its hash was taken. Real builds meet it in every `pnpm release`
 * (publishRelease refuses otherwise) and `pnpm platform:check`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chunksWithoutIntegrity } from './chunkIntegrity.ts';
import { sri } from './releases.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thrive-chunk-sri-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'independent-packages'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const put = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);

it('passes a build whose runtime records the hash of every chunk and stylesheet', () => {
  put('assets/page.1.js', 'console.log("page")');
  put('assets/page.1.css', 'h1{color:green}');
  put('assets/main.1.js', `s.sriHashes={1:"${sri('console.log("page")')}"}`);
  put(
    'index.html',
    `<script integrity="${sri(fs.readFileSync(path.join(dir, 'assets/main.1.js')))}">`,
  );
  put('remoteEntry.js', `s.sriCssHashes={1:"${sri('h1{color:green}')}"}`);
  // A shared fallback is never loaded: not asked for.
  put('independent-packages/router.js', 'unchecked');
  expect(chunksWithoutIntegrity(dir)).toEqual([]);
});

it('names a chunk no runtime records, and a stylesheet changed after its hash was taken', () => {
  put('assets/page.1.js', 'console.log("page")');
  put('assets/lazy.2.js', 'console.log("lazy")');
  put('assets/page.1.css', 'h1{color:green}@font-face{}');
  put(
    'remoteEntry.js',
    `s.sriHashes={1:"${sri('console.log("page")')}"};s.sriCssHashes={1:"${sri('h1{color:green}')}"}`,
  );
  expect(chunksWithoutIntegrity(dir)).toEqual(['assets/lazy.2.js', 'assets/page.1.css']);
});
