// A door's process-wide answer to SIGHUP and SIGTERM (the BBS's hang-up): the channel closes the
// session and saves; this guard keeps a listener in place for the whole call, so no library that
// re-raises unhandled signals (proper-lockfile's signal-exit does) can kill the process mid-save,
// and makes sure the process is gone within 5 s whatever happens, as BBSes expect.
const HANGUP_SIGNALS = ['SIGHUP', 'SIGTERM'] as const;
const EXIT_DEADLINE_MS = 4000;

export function guardHangups(): () => void {
  const onSignal = (): void => {
    const timer = setTimeout(() => process.exit(0), EXIT_DEADLINE_MS);
    timer.unref();
  };
  for (const signal of HANGUP_SIGNALS) process.on(signal, onSignal);
  return () => {
    for (const signal of HANGUP_SIGNALS) process.off(signal, onSignal);
  };
}

/** Runs one caller's call in this process: hang-ups guarded, and the caller services closed after. */
export async function asOneCall<S extends { close(): Promise<void> }>(services: S, call: (services: S) => Promise<void>): Promise<void> {
  const release = guardHangups();
  try {
    await call(services);
  } finally {
    await services.close();
    release();
  }
}
