// Injected faults: the next `times` calls whose path starts with `path` answer badly (times 0 = until reset).
const KINDS = ['status-msg', 'status-nomsg', 'code1345', 'http500', 'non-json', 'drop', 'slow'];
const DEFAULT_SLOW_MS = 10000;

function createFaults() {
  let faults = [];

  function add({ path, kind, times, delayMs, error_msg: errorMsg } = {}) {
    if (typeof path !== 'string' || !path.startsWith('/')) throw new Error('path must be a string starting with /');
    if (!KINDS.includes(kind)) throw new Error(`kind must be one of ${KINDS.join(', ')}`);
    const count = times === undefined ? 1 : Number(times);
    if (!Number.isInteger(count) || count < 0) throw new Error('times must be a whole number ≥ 0');
    const delay = delayMs === undefined ? DEFAULT_SLOW_MS : Number(delayMs);
    if (!Number.isFinite(delay) || delay < 0) throw new Error('delayMs must be a number ≥ 0');
    if (errorMsg !== undefined && typeof errorMsg !== 'string') throw new Error('error_msg must be a string');
    const fault = { path, kind, times: count, remaining: count, delayMs: delay, hits: 0, ...(errorMsg === undefined ? {} : { errorMsg }) };
    faults.push(fault);
    return fault;
  }

  /** The first fault matching pathname, consumed once; null when none. */
  function take(pathname) {
    const fault = faults.find((f) => pathname.startsWith(f.path));
    if (!fault) return null;
    fault.hits += 1;
    if (fault.times > 0) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) faults = faults.filter((f) => f !== fault);
    }
    return { kind: fault.kind, delayMs: fault.delayMs, errorMsg: fault.errorMsg };
  }

  return {
    add,
    take,
    clear: () => { faults = []; },
    list: () => faults.map((f) => ({ ...f })),
  };
}

/** Writes a fault answer (not 'slow': the caller delays then answers normally); errorMsg replaces the default error_msg. */
function answerFault(res, kind, errorMsg) {
  const json = (status, body) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  switch (kind) {
    case 'status-msg': return json(200, { status: 'fail', error: '2001', error_msg: errorMsg ?? 'Stand-in failure' });
    case 'status-nomsg': return json(200, { status: 'fail', error: '2002' });
    case 'code1345': return json(200, { status: 'fail', error: '1345', error_msg: errorMsg ?? 'bound elsewhere' });
    case 'http500': return json(500, { error: 'Internal Server Error' });
    case 'non-json':
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end('<html><body>Gateway says hello</body></html>');
    case 'drop': return res.socket.destroy();
    default: throw new Error(`no answer for fault ${kind}`);
  }
}

module.exports = { createFaults, answerFault, FAULT_KINDS: KINDS };
