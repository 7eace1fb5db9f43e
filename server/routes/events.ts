import type {} from '@fastify/sse';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { EVENT_STREAM_DESCRIPTION, streamControl, streamEvent, streamQuery } from '../../contract/events';
import { errorBody } from '../../contract/api';
import { msg } from '../../contract/messages';
import { AppError } from '../errors';
import { allow } from '../plugins/routeAccess';
import { cookieNames } from '../plugins/security';
import type { EventHub, StreamPrincipal, StreamSink } from '../services/eventStream';
import { tokenHash } from '../services/sessions';
import type { Api } from './collections';

// DESIGN.md §5 "Events": the live event streams. Not a collection of the registry: the events
// table is the house's internal log, and GET /api/events is its stream, never a list
// (docs/decisions.md "The event log").

const streamAnswer = {
  200: {
    description: EVENT_STREAM_DESCRIPTION,
    content: { 'text/event-stream': { schema: z.union([streamEvent, streamControl]) } },
  },
  406: errorBody.describe('Not asked for as text/event-stream (an EventSource asks for it)'),
};

/** The SSE response a hub writes to; the connection's end leaves the hub. */
function sinkOf(reply: FastifyReply): StreamSink {
  reply.sse.sendHeaders();
  return {
    write: (text) => void reply.raw.write(text),
    buffered: () => reply.raw.writableLength,
    close: () => reply.sse.close(),
  };
}

async function openStream(hub: EventHub, reply: FastifyReply, principal: StreamPrincipal, query: { last_event_id?: string }) {
  if (!reply.sse) throw new AppError(406, msg('event_stream_only'));
  const from = reply.sse.lastEventId ?? query.last_event_id ?? null;
  reply.sse.keepAlive();
  const live = await hub.join(principal, sinkOf(reply), from);
  // A client gone while the stream was being opened has already been closed: it leaves at once.
  if (reply.sse.isConnected) reply.sse.onClose(() => hub.leave(live));
  else hub.leave(live);
}

export function eventRoutes(app: Api, hub: EventHub, cookieSecure: boolean) {
  const names = cookieNames(cookieSecure);
  const sse = { kind: 'dual', heartbeat: false } as const;

  app.get(
    '/api/events',
    { ...allow('staff'), sse, schema: { summary: 'The live events the signed-in user may read (each of an area their permissions read), as Server-Sent Events', querystring: streamQuery, response: streamAnswer } },
    async (request, reply) => {
      const { user, familyId, permissions } = request.staff!;
      const principal: StreamPrincipal = { kind: 'staff', tokenHash: tokenHash(request.cookies[names.staffAccess]!), familyId, userId: user.id, permissions };
      await openStream(hub, reply, principal, request.query);
    },
  );

  app.get(
    '/api/dealer/events',
    { ...allow('dealer'), sse, schema: { summary: 'The dealer’s live events: its own orders, and the availability of catalogue products, as Server-Sent Events', querystring: streamQuery, response: streamAnswer } },
    async (request, reply) => {
      const { dealerId, familyId } = request.dealer!;
      const principal: StreamPrincipal = { kind: 'dealer', tokenHash: tokenHash(request.cookies[names.dealerAccess]!), familyId, dealerId };
      await openStream(hub, reply, principal, request.query);
    },
  );
}
