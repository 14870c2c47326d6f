// Types for check-structure.mjs, so its unit test can drive it on a fixture tree.
export const MAX_FUNCTION_LINES: number;
export function structureProblems(root: string): string[];
