/** @type {import("prettier").Config} */
const config = {
  printWidth: 120,
  // The tailwind plugin must come last: it wraps the printers the others set up.
  plugins: ["prettier-plugin-organize-imports", "prettier-plugin-tailwindcss"],
  tailwindStylesheet: "./app/globals.css",
  tailwindFunctions: ["cn", "clsx"],
};

export default config;
