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

// A status fault in each service's own failure shape: the provider's status/error_msg, the ticket service's
// ret_code/ret_msg (SPEC §8 customer-service style), so each client reads it as it would read the real one.
const STATUS_BODIES = {
  provider: (error, msg) => ({ status: 'fail', error, ...(msg === undefined ? {} : { error_msg: msg }) }),
  ticket: (error, msg) => ({ ret_code: error, ...(msg === undefined ? {} : { ret_msg: msg }) }),
};

/** Which failure shape answers a path: the ticket service's under /ticket-api/, the provider's elsewhere. */
function faultShape(path) {
  return typeof path === 'string' && path.startsWith('/ticket-api/') ? 'ticket' : 'provider';
}

/**
 * Writes a fault answer (not 'slow': the caller delays then answers normally); errorMsg replaces the default message;
 * shape 'ticket' answers status faults as the ticket service does.
 */
function answerFault(res, kind, errorMsg, shape = 'provider') {
  const json = (status, body) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const statusBody = STATUS_BODIES[shape] ?? STATUS_BODIES.provider;
  switch (kind) {
    case 'status-msg': return json(200, statusBody('2001', errorMsg ?? 'Stand-in failure'));
    case 'status-nomsg': return json(200, statusBody('2002'));
    case 'code1345': return json(200, statusBody('1345', errorMsg ?? 'bound elsewhere'));
    case 'http500': return json(500, { error: 'Internal Server Error' });
    case 'non-json':
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end('<html><body>Gateway says hello</body></html>');
    case 'drop': return res.socket.destroy();
    default: throw new Error(`no answer for fault ${kind}`);
  }
}

module.exports = { createFaults, answerFault, faultShape, FAULT_KINDS: KINDS };
