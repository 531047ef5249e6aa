export {
  type AppConfig,
  DEFAULT_EMULATOR_URL,
  DEFAULT_PROJECT_ID,
  type EnvRecord,
  parsePrefixList,
  readAppConfig,
} from './env';
