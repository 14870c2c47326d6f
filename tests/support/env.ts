import { resetEnvForTests } from "@/lib/config/env";

/**
 * Sets environment variables for a test and re-reads the settings; the returned function puts back
 * what was there before (unset stays unset) and re-reads them again.
 */
export function setEnv(values: Record<string, string>): () => void {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  resetEnvForTests();
  return () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvForTests();
  };
}
