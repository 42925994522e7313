import { SHELL_START_MARK } from './paintFirst/marks';
import { yieldToMain } from '@thrive/platform';

// When the shell's script began (for field measurements and the first-paint test).
performance.mark(SHELL_START_MARK);

// Async boundary: lets the federation runtime negotiate shared singletons before any app code
// runs. After a yield: the runtime's own start-up and the app's are separate tasks.
void yieldToMain().then(() => import('./bootstrap'));
