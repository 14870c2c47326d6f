import "server-only";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { PAGE_PATH_HEADER, unavailableUrl } from "./unavailable";
import { unavailableReason } from "./unavailable-page";

/**
 * A page whose own data reads cannot be answered by a busy database (a lock, a long migration: the
 * statement timeout fires) shows the busy page with 503 and Retry-After, as the request gate does for
 * its owner read, not a 500 (issue #40). Next gives a page no status of its own, so the page sends the
 * visitor there (the gate answers /unavailable with 503), with "try again" leading back to the page.
 * Every page that reads data is wrapped, and so is a `generateMetadata` that does:
 * `export default busyAware(Page)`.
 */
export function busyAware<P, R = ReactNode>(render: (props: P) => Promise<R>): (props: P) => Promise<R> {
  return async (props) => {
    try {
      return await render(props);
    } catch (error) {
      if (unavailableReason(error) !== "busy") throw error;
      redirect(unavailableUrl("busy", (await headers()).get(PAGE_PATH_HEADER) ?? "/"));
    }
  };
}
