// Stands in for "server-only" under vitest: that package throws outside a React Server build,
// and tests import server modules directly.
export {};
