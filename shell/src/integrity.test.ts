/**
 * The shell's SRI runtime plugin: a released remote's entry runs only with its recorded hash,
 * and the federation runtime's own preload of an exposed module's chunks (which would run them
 * without their hashes) is left out, so every chunk is loaded by the remote's checked runtime.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { integrityPlugin } from './integrity';

const MANIFEST = 'https://auth.cdn.test/releases/abc/mf-manifest.json';
const ENTRY = 'https://auth.cdn.test/releases/abc/remoteEntry.js';
const integrity = `sha384-${'a'.repeat(64)}`;

type Hook<K extends keyof ModuleFederationRuntimePlugin> = NonNullable<
  ModuleFederationRuntimePlugin[K]
>;
const plugin = integrityPlugin(
  { auth: { manifest: MANIFEST, integrity, manifestIntegrity: `sha384-${'b'.repeat(64)}` } },
  { auth: MANIFEST },
);

it('leaves out the federation runtime’s unchecked preload of an exposed module’s chunks', async () => {
  const preloadOps = [{ nameOrAlias: 'auth', exposes: ['./App'], resourceCategory: 'sync' }];
  await (plugin.beforePreloadRemote as Hook<'beforePreloadRemote'>)({
    preloadOps,
  } as unknown as Parameters<Hook<'beforePreloadRemote'>>[0]);
  expect(preloadOps).toEqual([]);
});

it('runs a released entry with its recorded hash and CORS, and leaves other scripts alone', () => {
  const createScript = plugin.createScript as Hook<'createScript'>;
  const remoteInfo = { name: 'auth', entry: ENTRY };
  const script = createScript({
    url: ENTRY,
    remoteInfo,
    resourceContext: { resourceType: 'remoteEntry' },
  } as unknown as Parameters<Hook<'createScript'>>[0]) as HTMLScriptElement;
  expect(script.integrity).toBe(integrity);
  expect(script.crossOrigin).toBe('anonymous');
  expect(
    createScript({
      url: 'https://auth.cdn.test/releases/abc/assets/1.js',
      remoteInfo,
      resourceContext: { resourceType: 'js' },
    } as unknown as Parameters<Hook<'createScript'>>[0]),
  ).toBeUndefined();
});
