// Our apps route with <HashRouter>, whose navigate() returns nothing (react-router types it `void | Promise<void>`
// for data routers): its own documented augmentation, so a navigate() call is not taken for a floating promise.
import type { NavigateOptions, To } from 'react-router';

declare module 'react-router' {
  interface NavigateFunction {
    (to: To, options?: NavigateOptions): void;
    (delta: number): void;
  }
}
