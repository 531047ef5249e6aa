export { createHttpPageViewSink, type HttpPageViewSinkOptions, type PageViewRecord } from './http-sink';
export {
  noopPageViewSink,
  PAGE_VIEW_DELAY_MS,
  type PageView,
  type PageViewSink,
  PageViewTracker,
  type PageViewTrackerOptions,
  usePageViewTracker,
} from './tracker';
