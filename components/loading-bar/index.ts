export { LoadingBar, LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from './loading-bar';
export { useProgressRouter } from './use-progress-router';
