import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../../compose';
import { DEMO_KINGDOMS, migrationLink } from './demoKingdoms';
import { DEFAULT_MOVE_TOKEN_TTL_SECONDS, issueMoveToken } from './moveToken';
import { moveTokenSecret } from './socialSettings';

const USAGE = `Usage:
  tsx apps/api/src/modules/migration/cli.ts issue-token <kingdomId> [--ttl <seconds>] [--base <url>]
  tsx apps/api/src/modules/migration/cli.ts demo-links [--base <url>]

Prints ready-to-open /move/{token} links signed with MIGRATION_TOKEN_SECRET (the devnet key when
unset). The base URL defaults to http://HOST:PORT of the API configuration. No database is opened,
so it is safe to run next to a running API.`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

export async function runCli(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const config = loadConfig(env);
  const host = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const base = option(args, '--base') ?? `http://${host}:${config.port}`;
  const secret = moveTokenSecret(config.migration);
  const [command, kingdomId] = args;
  if (command === 'issue-token' && kingdomId && !kingdomId.startsWith('--')) {
    const ttl = Number(option(args, '--ttl') ?? DEFAULT_MOVE_TOKEN_TTL_SECONDS);
    if (!Number.isInteger(ttl) || ttl <= 0)
      throw new Error('--ttl must be a positive whole number of seconds');
    return [migrationLink(base, await issueMoveToken(secret, kingdomId, { ttlSeconds: ttl }))];
  }
  if (command === 'demo-links') {
    return Promise.all(
      DEMO_KINGDOMS.map(
        async (kingdom) =>
          `${kingdom.name}: ${migrationLink(base, await issueMoveToken(secret, kingdom.id))}`,
      ),
    );
  }
  throw new Error(USAGE);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runCli(process.argv.slice(2)).then(
    (lines) => console.log(lines.join('\n')),
    (error: unknown) => {
      console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
