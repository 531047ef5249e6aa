// Test-only entry (`@member-hub/api-client/testing`) for the apps' unit tests, never app code: the
// recorded member answer the package's own tests use, so the apps do not keep copies of it.
export { sampleMe } from './fixtures';
// The answers recorded per screen state by the member API's tests, and a fetch that replays them.
export {
  recordedAnswer,
  recordedAnswers,
  replayFetch,
  type RecordedCall,
  type RecordedState,
  type ReplayScenario,
} from './recorded';
