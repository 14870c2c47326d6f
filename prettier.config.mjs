/** @type {import("prettier").Config} */
const config = {
  printWidth: 120,
  // Import order is ESLint's (import/order, fixable), not a Prettier plugin: sorting imports here ran
  // TypeScript's language service over every file on every check.
  plugins: ["prettier-plugin-tailwindcss"],
  tailwindStylesheet: "./app/globals.css",
  tailwindFunctions: ["cn", "clsx"],
};

export default config;
