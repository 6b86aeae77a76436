/// <reference types="vite/client" />

/**
 * True where source file paths are wanted (the prerender's server build and the tests), false in
 * the browser's build, which then drops them: `__SOURCE_PATHS__ && 'src/...'` (vite.config.ts).
 */
declare const __SOURCE_PATHS__: boolean;
