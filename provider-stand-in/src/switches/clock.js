// The stand-in's clock for proofs and attempt limits: real time plus an offset a test advances, so no test sleeps.
function createClock(baseNow = Date.now) {
  let offsetMs = 0;
  return {
    now: () => baseNow() + offsetMs,
    advance(ms) {
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) throw new Error('advanceMs must be a number ≥ 0');
      offsetMs += ms;
    },
    offset: () => offsetMs,
    reset: () => { offsetMs = 0; },
  };
}

module.exports = { createClock };
