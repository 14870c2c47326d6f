import type { $ZodConfig } from "zod/v4/core";

// Runs in the browser before the app's own modules. zod's object schemas probe `new Function("")`
// once, as they are built, to decide whether to compile a faster parser. Under the pages'
// Content-Security-Policy (no 'unsafe-eval'; lib/http/content-security-policy.ts) the browser
// refuses that probe and reports a violation, even though zod catches the error. jitless skips it.
// zod reads its settings from this global, and documents filling it in before zod loads; doing it
// here rather than with `z.config()` keeps zod out of the pages that use no schema.
const scope = globalThis as { __zod_globalConfig?: $ZodConfig };
(scope.__zod_globalConfig ??= {}).jitless = true;
