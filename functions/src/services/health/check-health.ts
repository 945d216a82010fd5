export interface HealthProbe {
  /** The component's name as reported when it is down, e.g. "dynamodb". */
  name: string;
  check(signal: AbortSignal): Promise<void>;
}

export type HealthReport = { status: 'ok' } | { status: 'unavailable'; down: string[] };

export interface CheckHealthOptions {
  probes: HealthProbe[];
  /** A component that does not answer within this time counts as down. */
  timeoutMs?: number;
}

/** Asks every component at once; healthy only when all of them answer. */
export async function checkHealth({ probes, timeoutMs = 2000 }: CheckHealthOptions): Promise<HealthReport> {
  const results = await Promise.allSettled(
    probes.map(async (probe) => {
      const signal = AbortSignal.timeout(timeoutMs);
      await Promise.race([
        probe.check(signal),
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      ]);
    }),
  );
  const down = probes.filter((_, index) => results[index]?.status === 'rejected').map((probe) => probe.name);
  return down.length === 0 ? { status: 'ok' } : { status: 'unavailable', down };
}
