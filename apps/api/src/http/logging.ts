import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { ApiConfig } from '../config';

type LoggingSettings = Pick<ApiConfig, 'logLevel' | 'logFormat'>;

/**
 * Fastify logs two entries per request with the whole request and reply objects; in a terminal
 * that floods the screen. This keeps one line per answered request: `GET /config.json 200 1.2 ms`.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/**
 * The logger of the API. `json` (the default) writes one JSON object a line for log collectors,
 * with Fastify's request logs. `pretty` (set by `npm start` on the devnet) writes readable lines
 * through pino-pretty, one per request.
 */
export function loggerOptions(
  settings: LoggingSettings,
  destination: NodeJS.WritableStream = process.stdout,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (settings.logFormat === 'json') return { logger: { level: settings.logLevel } };
  return {
    logger: {
      level: settings.logLevel,
      stream: pinoPretty({
        destination,
        sync: true,
        colorize: destination === process.stdout && process.stdout.isTTY === true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,reqId',
        singleLine: true,
      }),
    },
    logController: new OneLinePerRequest(),
  };
}
