// Gives the main thread back between steps of work (the boot, the idle preload), so a tap or a paint is never stuck
// behind one long task. scheduler.yield() resumes ahead of other queued tasks; webviews without it (Chrome < 129,
// every iOS WebKit) get a MessageChannel message, a task with no timer clamp; a page without that, setTimeout(0).
type SchedulerWindow = { scheduler?: { yield?: () => Promise<void> } };

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as SchedulerWindow).scheduler;
  if (scheduler && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'function') {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    } else {
      setTimeout(resolve, 0);
    }
  });
}
