// RTK Query's React hooks in, before a test file's modules run: a page module takes its hooks when it is evaluated
// (in the product the first page's kernel brings them: shared/src/api/api-hooks-slot.ts). The host's tests run
// without them, as home does.
require('@uc/shared/src/api/api-hooks').installApiHooks();
