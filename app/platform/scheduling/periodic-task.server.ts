/**
 * A pass of background work run now and then `everyMs` after each pass ends: never two passes at
 * once, a failed pass reported and tried again next time, and `stop()` waits for the pass in progress
 * (graceful shutdown). The notification and maintenance workers run on it.
 */
export function periodicTask<T>(
  pass: () => Promise<T>,
  { everyMs, onError }: { everyMs: number; onError: (error: unknown) => void },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;

  /** Runs a pass now, or joins the one in progress. */
  function runOnce(): Promise<T> {
    running ??= pass().finally(() => (running = undefined));
    return running;
  }

  return {
    runOnce,
    start() {
      const tick = () => {
        runOnce()
          .catch(onError)
          .finally(() => {
            if (timer) timer = setTimeout(tick, everyMs);
          });
      };
      timer = setTimeout(tick, 0);
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
