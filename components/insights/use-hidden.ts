"use client";

import { useState } from "react";

type Row = { id: number };

/**
 * Rows hidden at once when the person acts (a piece kept, sold, brought back), before the server's
 * list catches up (issue #41). When a new list arrives, hidden rows it no longer holds are
 * forgotten (adjusted while rendering, as React advises for state that follows a prop), so a piece
 * that returns later (brought back, a keep that ended) shows again.
 */
export function useHidden(rows: readonly Row[]) {
  const [state, setState] = useState<{ rows: readonly Row[]; ids: ReadonlySet<number> }>({ rows, ids: new Set() });
  let ids = state.ids;
  if (state.rows !== rows) {
    ids = new Set([...state.ids].filter((id) => rows.some((row) => row.id === id)));
    setState({ rows, ids });
  }
  const hide = (id: number, on: boolean) =>
    setState((now) => {
      const copy = new Set(now.ids);
      if (on) copy.add(id);
      else copy.delete(id);
      return { rows: now.rows, ids: copy };
    });
  return [ids, hide] as const;
}
