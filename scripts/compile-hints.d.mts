// Types for compile-hints.mjs, so its TypeScript tests (unit and e2e) can drive it.
export const COMPILE_HINT: string;
export function firstLoadChunks(buildDir: string): string[];
export function markFirstLoadChunks(buildDir: string): number;
