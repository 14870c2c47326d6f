import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // One sorted block of imports, packages and `@/` paths before relative ones, names sorted inside
      // the braces: the order TypeScript's "organize imports" wrote, kept by `eslint --fix` without
      // running a language service over every file in Prettier.
      "import/order": [
        "error",
        {
          groups: [
            ["builtin", "external", "internal", "unknown", "object"],
            ["parent", "sibling", "index"],
          ],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
          named: true,
        },
      ],
      "import/first": "error",
      "import/newline-after-import": "error",
      "import/no-duplicates": "error",
    },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    "lib/generated/**",
    "public/**",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
