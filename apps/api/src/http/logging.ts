import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { ApiConfig, LogFormat } from '../config';
import { secretCensor } from '../lib/secrets';

type LoggingSettings = Pick<ApiConfig, 'logLevel' | 'logFormat'> & Partial<Pick<ApiConfig, 'logSecrets'>>;

/**
 * Fields and headers that carry secrets, censored by pino wherever a log object has them. Fastify's
 * request serializer logs no headers today; these stay censored if one ever logs a request whole.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.privateKey',
  '*.password',
  '*.secret',
  '*.sessionSecret',
  '*.token',
  'privateKey',
  'password',
  'secret',
  'token',
];

/**
 * One log entry per answered request, written when it completes. Fastify's default writes two
 * (an "incoming request" entry, then a "request completed" one without the URL), which cost
 * about a third of a trivial route's throughput at level info.
 * - json: `{req, res, responseTime, msg: 'request completed'}` for log collectors;
 * - pretty: `GET /config.json 200 1.2 ms`, readable in a terminal.
 */
class OneEntryPerRequest extends LogController {
  constructor(private readonly format: LogFormat) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const responseTime = reply.elapsedTime;
    if (this.format === 'pretty') {
      const line = `${request.method} ${request.url} ${reply.statusCode} ${responseTime.toFixed(1)} ms`;
      if (error) reply.log.error({ err: error }, line);
      else reply.log.info(line);
    } else if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else {
      reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
    }
  }
}

/**
 * The logger of the API. `json` (the default) writes one JSON object a line for log collectors.
 * `pretty` (set by `npm start` on the devnet) writes readable lines through pino-pretty.
 */
export function loggerOptions(
  settings: LoggingSettings,
  destination: NodeJS.WritableStream = process.stdout,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const logController = new OneEntryPerRequest(settings.logFormat);
  // Two layers: the known fields by path, and then every configured secret value wherever it
  // shows (an error message quoting a URL, a key in a library's debug line).
  const secretSafety = {
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    hooks: { streamWrite: secretCensor(settings.logSecrets ?? []) },
  };
  if (settings.logFormat === 'json') {
    // pino's own asynchronous writer to standard output unless another destination is given.
    const stream = destination === process.stdout ? {} : { stream: destination };
    return { logger: { level: settings.logLevel, ...secretSafety, ...stream }, logController };
  }
  return {
    logger: {
      level: settings.logLevel,
      ...secretSafety,
      stream: pinoPretty({
        destination,
        sync: true,
        colorize: destination === process.stdout && process.stdout.isTTY === true,
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,reqId',
        singleLine: true,
      }),
    },
    logController,
  };
}
