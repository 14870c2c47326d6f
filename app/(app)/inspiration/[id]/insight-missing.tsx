"use client";

import { rowIdFrom } from "@/lib/http/row-id";
import { useParams } from "next/navigation";
import type { ReactNode } from "react";

/**
 * Which of SPEC §2's states a style-matching or missing-pieces 404 is: an id that cannot be one
 * ("abc") or an image that is not the owner's (another owner's, or deleted). A not-found page is
 * given no params, so the URL's own id decides, by the rule the server used (lib/http/row-id.ts).
 */
export function InsightMissing({ invalid, missing }: { invalid: ReactNode; missing: ReactNode }) {
  const { id } = useParams<{ id: string }>();
  return rowIdFrom(id) === null ? invalid : missing;
}
