import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteLocation, RemoteName } from '@thrive/platform';

/**
 * Subresource Integrity for released remotes: the environment's config records the SHA-384 of
 * each remote's manifest and entry; the browser fetches the manifest and runs the entry only if
 * they match, so a file changed on the CDN after release does not run. A staging override
 * points at another build: it carries no recorded hash and gets none.
 *
 * Every other file of a remote (its exposed module's chunks, lazy pages, stylesheets) is loaded
 * by the remote's own runtime, which checks each with the SHA-384 its build recorded (rspack's
 * SubresourceIntegrityPlugin, in the entry: covered by the entry's hash). The federation
 * runtime would otherwise run the exposed module's chunks itself from the manifest, ahead of
 * the remote's runtime and without those hashes (its snapshot preload): that preload is left
 * out, so no chunk runs unchecked. Prerendered pages still get those chunks early, from the
 * hints the shell's server lists with the same hashes.
 */
export function integrityPlugin(
  locations: Partial<Record<RemoteName, RemoteLocation>>,
  manifests: Partial<Record<RemoteName, string>>,
): ModuleFederationRuntimePlugin {
  const released = (name: string | undefined) => {
    const location = locations[name as RemoteName];
    return location && manifests[name as RemoteName] === location.manifest ? location : undefined;
  };
  const byManifest = new Map(
    Object.keys(manifests).flatMap((name) => {
      const location = released(name);
      return location?.manifestIntegrity ? [[location.manifest, location.manifestIntegrity]] : [];
    }),
  );
  return {
    name: 'thrive-subresource-integrity',
    beforePreloadRemote({ preloadOps }) {
      preloadOps.splice(0);
    },
    fetch(url, init) {
      const integrity = byManifest.get(url);
      // Set on the shared RequestInit: whichever plugin performs the fetch (the retry plugin)
      // sends it, and the browser rejects a body that does not match.
      if (integrity) Object.assign(init, { integrity, mode: 'cors' });
      return undefined;
    },
    createScript({ url, remoteInfo, resourceContext }) {
      const integrity = released(remoteInfo?.name)?.integrity;
      const isEntry = resourceContext?.resourceType === 'remoteEntry' || url === remoteInfo?.entry;
      if (!integrity || !isEntry) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
