// How long each download stage of a remote took (the timing plugin marks them), kept until the load they belong to
// ends and takes them (remote-load-timing.ts). A stage that fails and is tried again stays one span, retries included.
import type { RemoteName, RemoteStage } from '@uc/shared';

interface Span {
  start: number;
  end?: number;
  failed?: boolean;
}

const spans = new Map<string, Span>();
const now = () => performance.now();

/** The manifest and the entry belong to the remote; a page's chunks to that page ('./BindPhone'). */
const keyOf = (remote: RemoteName, stage: RemoteStage, module = '') => (stage === 'page' ? `${remote} page ${module}` : `${remote} ${stage}`);

export function stageStarted(remote: RemoteName, stage: RemoteStage, module?: string): void {
  const key = keyOf(remote, stage, module);
  const span = spans.get(key);
  if (span && (span.end === undefined || span.failed)) {
    // already under way (a download shared by two loads), or failed and tried again: the same span goes on
    span.end = undefined;
    span.failed = false;
    return;
  }
  spans.set(key, { start: now() });
}

export function stageEnded(remote: RemoteName, stage: RemoteStage, ok: boolean, module?: string): void {
  const span = spans.get(keyOf(remote, stage, module));
  if (!span || span.end !== undefined) return;
  span.end = now();
  span.failed = !ok;
}

export interface StageTimes {
  manifestMs?: number;
  entryMs?: number;
  pageMs?: number;
  failedStage?: RemoteStage | 'other';
}

const STAGES: readonly RemoteStage[] = ['manifest', 'entry', 'page'];

/**
 * The stages a load of `module` ('' = the preload) went through, then forgotten. A failed load names the first stage
 * that failed or never finished ('other': none did); a successful one leaves a stage still under way to its own load.
 */
export function takeStages(remote: RemoteName, module: string, ok: boolean): StageTimes {
  const times: StageTimes = {};
  for (const stage of STAGES) {
    if (stage === 'page' && !module) continue;
    const key = keyOf(remote, stage, module);
    const span = spans.get(key);
    if (!span) continue;
    if (span.end === undefined || span.failed) {
      if (ok) continue;
      times.failedStage ??= stage;
    } else {
      times[`${stage}Ms` as 'manifestMs' | 'entryMs' | 'pageMs'] = Math.round(span.end - span.start);
    }
    spans.delete(key);
  }
  if (!ok && !times.failedStage) times.failedStage = 'other';
  return times;
}
