"use client";

import { useLayoutEffect, useRef, useState } from "react";

/** What a form's submit does, as React Query's useMutation took it: the request, then what follows its answer. */
export type SubmissionOptions<Input, Result> = {
  submit: (input: Input) => Promise<Result>;
  onSuccess?: (result: Result, input: Input) => void | Promise<void>;
  onError?: (error: Error) => unknown;
  onSettled?: () => void;
};

/**
 * A submit's state: `busy` from the send until what follows its answer (onSuccess or onError) has
 * run, and the last failure until the next send. The forms used React Query's useMutation for this
 * alone (no cache, no retry), which made every page with a form ship React Query; the callbacks run
 * in its order (onSuccess or onError, then onSettled, then `busy` ends), with the options of the
 * latest render.
 */
export function useSubmission<Input, Result>(options: SubmissionOptions<Input, Result>) {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [state, setState] = useState<{ busy: boolean; failure: Error | null }>({ busy: false, failure: null });

  async function send(input: Input): Promise<void> {
    setState({ busy: true, failure: null });
    let failure: Error | null = null;
    try {
      const result = await latest.current.submit(input);
      await latest.current.onSuccess?.(result, input);
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      await latest.current.onError?.(failure);
    }
    latest.current.onSettled?.();
    setState({ busy: false, failure });
  }

  return { send, busy: state.busy, failure: state.failure };
}
