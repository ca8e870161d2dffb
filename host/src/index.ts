// Async boundary: shared singletons (react, @uc/shared…) are negotiated before any app code runs.
import('./bootstrap');
