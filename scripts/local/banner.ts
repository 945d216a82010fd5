/** The last line `npm start` prints once the stack is up: tests wait for it (test/support/spawn-stack.ts). */
export const STARTED_BANNER_END = 'Beenden mit Strg+C.';
