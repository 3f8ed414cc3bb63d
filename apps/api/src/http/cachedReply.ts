import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * A reply and its JSON text, checked against the reply schema and serialized once: a route that
 * sends the text costs neither schema encoding nor JSON.stringify per request.
 */
export interface CachedReply<T> {
  readonly value: T;
  readonly json: string;
}

export function cachedReply<T>(schema: z.ZodType<T>, value: T): CachedReply<T> {
  // Checked against the reply schema once here, as the route's serializer would on every send.
  const checked = schema.parse(value);
  return { value: checked, json: JSON.stringify(checked) };
}

/**
 * Sends a cached reply's JSON text as it is: Fastify passes a string with a JSON content type
 * through without running the route's serializer (the text was checked against the same schema).
 */
export function sendCached(reply: FastifyReply, cached: CachedReply<unknown>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(cached.json);
}
