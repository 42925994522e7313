/** Where the shell's service worker is served (a fixed name: browsers check it for updates). */
export const SERVICE_WORKER_URL = '/sw.js';
