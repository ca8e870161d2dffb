// The host starts at once: it has no webpack federation plugin (shared libraries are its own modules, lent to the
// remotes by the runtime it starts on first use, federation/federation-instance.ts), so no async boundary is needed.
import './bootstrap';
