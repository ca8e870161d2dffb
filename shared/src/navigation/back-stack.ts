// One back rule at a time, newest first: an open dialog closes before its page goes back.
type BackHandler = () => boolean;

const stack: BackHandler[] = [];

/** Pushes a handler; the returned function removes it (wherever it is in the stack). */
export function pushBackHandler(fn: BackHandler): () => void {
  const entry: BackHandler = () => fn();
  stack.push(entry);
  return () => {
    const i = stack.lastIndexOf(entry);
    if (i >= 0) stack.splice(i, 1);
  };
}

/** Runs handlers newest first until one handles back; false tells native to close the view. */
export function runBack(): boolean {
  for (let i = stack.length - 1; i >= 0; i -= 1) {
    const handler = stack[i];
    try {
      if (handler()) return true;
    } catch {
      // A failing handler must not trap the user: try the next rule.
    }
  }
  return false;
}
