import { AppConfig, parseConfig } from '@pj/config';

/** The only place this service reads the environment. */
export const loadConfig = (): AppConfig => parseConfig(process.env);
