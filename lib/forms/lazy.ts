/** A value loaded on first use: `current` once it has arrived, `load()` to get it. */
export type Lazy<T> = { current: T | null; load: () => Promise<T> };

/**
 * Loads at most once at a time and remembers the result; a failed load is forgotten, so the next
 * `load()` tries again (a script that did not arrive offline arrives once the network is back).
 */
export function lazy<T>(loader: () => Promise<T>): Lazy<T> {
  let pending: Promise<T> | null = null;
  const value: Lazy<T> = {
    current: null,
    load: () =>
      (pending ??= loader().then(
        (loaded) => (value.current = loaded),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
  };
  return value;
}
