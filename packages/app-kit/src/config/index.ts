export {
  type AppConfig,
  DEFAULT_EMULATOR_URL,
  DEFAULT_PROJECT_ID,
  type EnvRecord,
  readAppConfig,
} from './env';
export { deployment } from './deployment';
