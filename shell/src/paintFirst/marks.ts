/** The User Timing mark set when the shell's entry starts running in the browser. */
export const SHELL_START_MARK = 'thrive:shell-start';
