// The stand-in's live parts: keys, seeded state, faults, request log, and the switches (extensions, defects, clock).
const { createKeyPair } = require('./crypto/key-pair');
const { createSeedState } = require('./state/seed');
const { createFaults } = require('./faults');
const { checkExtensions } = require('./switches/extensions');
const { checkDefects } = require('./switches/defects');
const { createClock } = require('./switches/clock');

function createRuntime({ extensions, now } = {}) {
  const state = createSeedState();
  const timers = new Set();
  const clock = createClock(now);
  let speaking = checkExtensions(extensions);
  let defects = [];
  return {
    keys: createKeyPair(),
    state,
    faults: createFaults(),
    requestLog: [],
    timers,
    clock,
    now: clock.now,
    extensions: () => [...speaking],
    setExtensions(list) {
      speaking = checkExtensions(list);
    },
    speaks: (name) => speaking.includes(name),
    defects: () => [...defects],
    setDefects(list) {
      defects = checkDefects(list);
    },
    hasDefect: (name) => defects.includes(name),
    // Restores the seed in place, so holders of `state` keep seeing the live object; the extensions stay as set.
    reset() {
      for (const key of Object.keys(state)) delete state[key];
      Object.assign(state, createSeedState());
      this.faults.clear();
      this.requestLog.length = 0;
      defects = [];
      clock.reset();
    },
    delay(ms) {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, ms);
        timers.add(timer);
      });
    },
  };
}

module.exports = { createRuntime };
