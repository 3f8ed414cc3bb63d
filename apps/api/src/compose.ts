import { ConfigError, loadConfigOver, moduleConfigSlices, variableNames } from './config';
import { API_MODULES } from './modules/index';

/**
 * THE composition root: the module list (modules/index.ts) → one configuration loader over their
 * slices (config.ts) → the app (app.ts, which builds the platform services and registers the
 * modules). Only this file and the entry points (main.ts, migration/cli.ts) join the platform to
 * the module list, so nothing below imports back into it.
 */

export { ConfigError };

/** The whole configuration: the platform's variables and every registered module's slice. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfigOver(moduleConfigSlices(API_MODULES), env);
}

/** Every variable the configuration reads (the docs and the secret-log test list them). */
export function configVariableNames(): string[] {
  return variableNames(moduleConfigSlices(API_MODULES));
}
