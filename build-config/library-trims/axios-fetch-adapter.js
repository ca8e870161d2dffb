// Stands in for axios' fetch adapter (lib/adapters/fetch.js, ~10 KB minified with its stream helpers). Browsers take
// the XHR adapter (axios' default order: xhr, http, fetch); asked for by name, axios answers "adapter fetch is not
// available in the build".
export const getFetch = () => undefined;

export default undefined;
