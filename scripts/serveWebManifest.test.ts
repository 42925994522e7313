/**
 * The page server sends the web app manifest (issue 46) as application/manifest+json on the
 * public host, and none on the admin host.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from './serve';

const MANIFEST = { name: 'Thrive', start_url: '/', display: 'standalone' };
let root: string;
let server: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'thrive-manifest-'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><head><title>Thrive</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(root, 'manifest.webmanifest'), JSON.stringify(MANIFEST));
  server = await createStaticServer('shell', { root });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

it('sends the manifest to the public host as application/manifest+json, revalidated', async () => {
  const response = await server.inject({
    url: '/manifest.webmanifest',
    headers: { host: 'localhost:3000' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.json()).toEqual(MANIFEST);
});

it('has no manifest for the admin console', async () => {
  const response = await server.inject({
    url: '/manifest.webmanifest',
    headers: { host: 'admin.localhost:3000' },
  });
  expect(response.statusCode).toBe(404);
  expect(response.body).not.toContain('standalone');
});
