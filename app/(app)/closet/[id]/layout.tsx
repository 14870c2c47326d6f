import { busyAware } from "@/lib/http/busy-page";
import type { ReactNode } from "react";
import { loadItem } from "./load-item";

/**
 * Looks the item up before the page's loading skeleton (./loading.tsx) can stream: once the
 * skeleton is sent the status is 200, so /closet/99999 answered 200 with the not-found page. Here,
 * outside that boundary, `notFound()` still answers HTTP 404 (issue #41). The page reads the same
 * cached item.
 */
async function ClosetItemLayout({ children, params }: { children: ReactNode; params: Promise<{ id: string }> }) {
  await loadItem((await params).id);
  return children;
}

export default busyAware(ClosetItemLayout);
