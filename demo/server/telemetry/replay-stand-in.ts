import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/**
 * Where the session replay stand-in's script lives: the replay vendor's recording script, which the
 * loader tag names (`data-session-replay-script`). Not under /api/: it plays the third-party vendor.
 */
export const REPLAY_STAND_IN_SCRIPT = '/replay-stand-in/recorder.js';

const SCRIPT = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../replay-stand-in/recorder.js'), 'utf8');

export function registerReplayStandInRoutes(app: FastifyInstance): void {
  app.get(REPLAY_STAND_IN_SCRIPT, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SCRIPT),
  );
}
