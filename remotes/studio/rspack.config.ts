import { createRemoteConfig } from '../../rspack.base.ts';

// Folder, port, title and exposed modules come from the platform table (@thrive/platform).
export default createRemoteConfig('studio');
