import { afterAll, beforeAll } from "vitest";
import { setEnv } from "./env";
import { type FakeOpenMeteo, startFakeOpenMeteo } from "./fake-open-meteo";

/**
 * A file's loopback Open-Meteo: started before its tests with WEATHER_URL and GEOCODING_URL pointing
 * at it, stopped (and the settings restored) after. Call at the top level of a test file; the
 * answer reads the fake once it has started.
 */
export function fakeOpenMeteoForFile(): () => FakeOpenMeteo {
  let fake: FakeOpenMeteo | undefined;
  let restoreEnv: (() => void) | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenMeteo();
    restoreEnv = setEnv({ WEATHER_URL: fake.forecastUrl, GEOCODING_URL: fake.geocodingUrl });
  });
  afterAll(async () => {
    restoreEnv?.();
    await fake?.close();
  });
  return () => fake!;
}
