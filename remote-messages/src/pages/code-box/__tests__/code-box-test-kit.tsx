// Test support for the code box: 45 codes like the stand-in, a controllable IntersectionObserver, the render.
import { act } from '@testing-library/react';
import { loggedInState, renderWithProviders, type MockedRequest, type RenderWithProvidersOptions } from '@uc/shared/src/testing';
import CodeBoxPage from '../code-box-page';

export const CODES_PATH = 'GET open/activeCode/case';

export function codeItem(n: number) {
  return {
    name: `Gift pack #${n}`,
    code: `UC-${String(n).padStart(4, '0')}`,
    expire: n % 5 === 0 ? '1' : '0',
    expireTime: n % 5 === 0 ? '2025-01-28 23:59:59' : '2027-01-28T23:59:59',
    activation: ['1', '0', '-1'][n % 3],
  };
}

/** A paged provider over `count` codes (newest first), like the stand-in's. */
export function pagedCodes(count = 45) {
  const all = Array.from({ length: count }, (_, i) => codeItem(count - i));
  return (req: MockedRequest) => {
    const current = Number(req.payload?.current);
    const size = Number(req.payload?.size);
    return { status: 'ok', activeCodes: all.slice((current - 1) * size, current * size), pages: Math.max(1, Math.ceil(count / size)) };
  };
}

export const pagesAsked = (requests: MockedRequest[]) =>
  requests.filter((r) => r.path === 'open/activeCode/case').map((r) => r.payload?.current);

/** Replaces IntersectionObserver; reach() tells every observed sentinel it is visible. */
export function installFakeIntersectionObserver() {
  const observers = new Set<FakeObserver>();
  class FakeObserver {
    targets = new Set<Element>();
    constructor(private callback: IntersectionObserverCallback, public options?: IntersectionObserverInit) {
      observers.add(this);
    }
    observe(el: Element) {
      this.targets.add(el);
    }
    unobserve(el: Element) {
      this.targets.delete(el);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    fire() {
      const entries = [...this.targets].map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
      if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }
  const previous = window.IntersectionObserver;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  return {
    reach: () => act(() => [...observers].forEach((o) => o.fire())),
    observers,
    restore: () => {
      (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = previous;
    },
  };
}

export function renderCodeBox(preloadedState: RenderWithProvidersOptions['preloadedState'] = loggedInState(), locale?: string) {
  return renderWithProviders(<CodeBoxPage />, { preloadedState, path: '/codebox', initialEntries: ['/'], locale });
}

export const rows = () => document.querySelectorAll('.uc-code-item').length;
