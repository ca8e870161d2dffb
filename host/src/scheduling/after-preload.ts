// Background work that no tap ever needs (telemetry's own code) waits for the background preload after home to end:
// it never shares the network with what a first tap will wait for (the federation runtime, the kernel, a remote's
// entry). The preload (federation/register-remotes.ts; the standalone build's own) says when it is over.
import { whenIdle } from './idle';

let finish!: () => void;
const preloadOver = new Promise<void>((resolve) => {
  finish = resolve;
});

/** The background preload is over (done, failed, or skipped because the player saves data). */
export function preloadFinished(): void {
  finish();
}

/** Runs `task` in the first idle moment after the background preload is over. */
export function afterPreload(task: () => void): void {
  void preloadOver.then(() => whenIdle(task, { timeoutMs: 3000, fallbackMs: 300 }));
}
