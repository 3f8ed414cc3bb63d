import { readFileSync } from 'node:fs';
import { type Deployment, deploymentSchema } from '@kingdoms/shared/deployment';
import { ConfigError } from './config';

/** Reads DEPLOYMENT_FILE; a missing or malformed file is a configuration error naming it. */
export function loadDeployment(path: string | undefined): Deployment | undefined {
  if (!path) return undefined;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError('DEPLOYMENT_FILE', `cannot be read (${path}): ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError('DEPLOYMENT_FILE', `is not valid JSON (${path}): ${(error as Error).message}`);
  }
  const parsed = deploymentSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      'DEPLOYMENT_FILE',
      `does not match the deployment format (${path}): ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return parsed.data;
}
