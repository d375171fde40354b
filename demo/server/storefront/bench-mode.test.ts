import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';

let app: FastifyInstance;
useSeededDemoApp((demo) => ({ app } = demo));

describe('the bench page outside bench mode', () => {
  it('is not found: the site serves it only when started for `npm run bench`', async () => {
    const response = await app.inject({ method: 'GET', url: '/bench/listing' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('200 products');
  });
});
