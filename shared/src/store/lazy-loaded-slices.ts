// The slices apps inject later, typed by each app: declare module '@uc/shared' { interface LazyLoadedSlices { x: XState } }
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty until an app merges its slices in
export interface LazyLoadedSlices {}
