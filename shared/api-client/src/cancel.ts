export interface CancelHandle {
  /** Pass as `signal` in the request config. */
  signal: AbortSignal;
  cancel(reason?: unknown): void;
}

/** A fresh cancel handle per request; cancelling rejects with an axios `CanceledError` (`isCancel`). */
export function withCancel(): CancelHandle {
  const controller = new AbortController();
  return {
    signal: controller.signal,
    cancel: (reason) => controller.abort(reason),
  };
}
