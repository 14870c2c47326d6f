/**
 * For bench children that cannot run under the react-server condition: next-auth imports
 * next/navigation, which needs React's client build (createContext), and that condition swaps in
 * React's server build. Without the condition, "server-only" would throw on import: this resolves
 * it to the package's own empty module, as the condition does.
 */
import { register } from "node:module";

const empty = new URL("../../node_modules/server-only/empty.js", import.meta.url).href;
const hooks = `export async function resolve(specifier, context, next) {
  return specifier === "server-only" ? { url: ${JSON.stringify(empty)}, shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
