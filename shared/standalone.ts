// `@uc/shared/standalone`: a remote running alone for its team (its own bootstrap.tsx) renders its pages with this. Not a
// share: the host never runs it, so it stays out of the kernel the host lends; a remote's standalone entry bundles it
// beside its own copy of the kernel (one module each in that build).
export * from './src/standalone/render-standalone';
