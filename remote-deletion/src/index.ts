// Async boundary: federation negotiates the shared singletons before the app code runs.
void import('./bootstrap'); // the page's only start: nothing waits on it
