// Home's Core Web Vitals (telemetry-vitals), in its own chunk: web-vitals downloads only after home showed.
import { onINP, onLCP, type INPMetric, type LCPMetric } from 'web-vitals';
import { recordTelemetry } from '@uc/shared';

function record(metric: LCPMetric | INPMetric): void {
  recordTelemetry('telemetry-vitals', { name: metric.name, value: Math.round(metric.value), rating: metric.rating, page: 'home' });
}

/** LCP once final (the first input, or the page hidden), INP when the page is hidden: each reported once. */
export function observeHomeVitals(): void {
  onLCP(record);
  onINP(record);
}
