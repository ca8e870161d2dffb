// What telemetry collected since the last batch: the reports' items per code, API calls counted per path template.
// A flush sends one `report` per code that has something, with at most maxItems items; the rest is counted in `dropped`.
import type { ApiCallItem, TelemetryCode, TelemetryItems, TelemetryReport } from './telemetry-types';

export type ListedCode = 'telemetry-vitals' | 'telemetry-remote-load';
export type ApiCallOutcome = 'ok' | 'network' | 'http' | 'parse' | 'fail';

/** Items held per code between flushes; past it a runaway source only counts (memory stays bounded). */
export const HELD_PER_CODE = 200;

export interface TelemetryBatch {
  add<C extends ListedCode>(code: C, item: TelemetryItems[C]): void;
  countApiCall(method: string, path: string, outcome: ApiCallOutcome): void;
  /** Sends what was collected and starts a new batch. */
  flush(): void;
}

export function createTelemetryBatch(send: (report: TelemetryReport) => void, maxItems: number): TelemetryBatch {
  const lists: { [C in ListedCode]: TelemetryItems[C][] } = { 'telemetry-vitals': [], 'telemetry-remote-load': [] };
  const api = new Map<string, ApiCallItem>();
  const apiBeyond = new Set<string>(); // paths that found the batch full, each counted once in `dropped`
  const overflow: Record<TelemetryCode, number> = { 'telemetry-vitals': 0, 'telemetry-remote-load': 0, 'telemetry-api': 0 };

  function emit<C extends TelemetryCode>(code: C, items: TelemetryItems[C][]): void {
    const beyond = overflow[code];
    overflow[code] = 0;
    if (items.length === 0 && beyond === 0) return;
    const sent = items.slice(0, maxItems);
    send({ code, items: sent, dropped: items.length - sent.length + beyond } as TelemetryReport);
  }

  return {
    add(code, item) {
      const list = lists[code] as TelemetryItems[typeof code][];
      if (list.length < HELD_PER_CODE) list.push(item);
      else overflow[code] += 1;
    },
    countApiCall(method, path, outcome) {
      const key = `${method} ${path}`;
      let item = api.get(key);
      if (!item) {
        if (api.size >= HELD_PER_CODE) {
          apiBeyond.add(key);
          return;
        }
        item = { path, method, calls: 0, errors: 0, network: 0, http: 0, parse: 0, fail: 0 };
        api.set(key, item);
      }
      item.calls += 1;
      if (outcome !== 'ok') {
        item.errors += 1;
        item[outcome] += 1;
      }
    },
    flush() {
      emit('telemetry-vitals', lists['telemetry-vitals'].splice(0));
      emit('telemetry-remote-load', lists['telemetry-remote-load'].splice(0));
      const calls = Array.from(api.values());
      overflow['telemetry-api'] = apiBeyond.size;
      api.clear();
      apiBeyond.clear();
      emit('telemetry-api', calls);
    },
  };
}
