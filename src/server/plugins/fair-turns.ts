import type { FastifyInstance } from 'fastify';
import { EVENT_LOOP_TURNS } from '../event-loop/create-turn-budget';

/**
 * Each request starts within the event loop's turn budget: under load, the requests read in one turn
 * are answered over several, and the event loop accepts a waiting connection in between (libuv
 * accepts one per turn). The first hook, so that nothing is done for a request before its turn.
 */
export const registerFairTurns = (app: FastifyInstance) =>
  app.addHook('onRequest', async () => {
    await EVENT_LOOP_TURNS.turn();
  });
