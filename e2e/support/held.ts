/**
 * A network answer held until the test has seen what the page shows meanwhile (a busy label, a
 * disabled button): `await held.until` in a route handler, `held.release()` once it was seen. Holding
 * for a fixed time instead would either slow every run or, on a busy machine, let the answer through
 * before the check.
 */
export function holdAnswers(): { until: Promise<void>; release: () => void } {
  let release!: () => void;
  const until = new Promise<void>((resolve) => (release = resolve));
  return { until, release };
}
