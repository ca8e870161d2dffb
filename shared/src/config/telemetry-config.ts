// app-config.json `telemetry`: field telemetry through the bridge (shared/src/telemetry/), on unless a deploy turns it
// off. Out-of-range numbers fall back to the default, so a typo can neither flood native nor silence it for hours.
export interface TelemetryConfig {
  /** false: no telemetry report is sent, no web-vitals download, no observer counts anything. */
  enabled: boolean;
  /** One batch of reports every intervalMs (and when the page is hidden). */
  intervalMs: number;
  /** The most items one report carries; the rest of that batch is counted in its `dropped`. */
  maxItems: number;
}

export const DEFAULT_TELEMETRY: TelemetryConfig = Object.freeze({ enabled: true, intervalMs: 30000, maxItems: 20 });

export const TELEMETRY_LIMITS = Object.freeze({ intervalMs: [1000, 3600000], maxItems: [1, 100] } as const);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function integerIn(value: unknown, [min, max]: readonly [number, number], fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** The checked `telemetry` key: each field of the right type and range, or its default. */
export function parseTelemetryConfig(raw: unknown): TelemetryConfig {
  const d = DEFAULT_TELEMETRY;
  if (!isRecord(raw)) return d;
  return {
    enabled: typeof raw.enabled === 'boolean' ? raw.enabled : d.enabled,
    intervalMs: integerIn(raw.intervalMs, TELEMETRY_LIMITS.intervalMs, d.intervalMs),
    maxItems: integerIn(raw.maxItems, TELEMETRY_LIMITS.maxItems, d.maxItems),
  };
}
