import type { FastifyInstance } from 'fastify';
import { listProducts } from '../store';
import type { DemoDatabase } from '../database';
import { NotFoundError } from '../errors';
import { listContentImages } from '../content';
import { IMAGE_SIZE, escapeHtml } from '../site';
import { listPromoPopupImages } from '../forms';

/** The demo's images, of products, posts and the gallery: a coloured panel with the image's alt text, drawn as SVG. */
export function registerImageRoutes(app: FastifyInstance, db: DemoDatabase): void {
  app.get<{ Params: { file: string } }>('/images/:file', async (request, reply) => {
    const id = request.params.file.replace(/\.svg$/, '');
    const image = [...listProducts(db).flatMap((product) => product.images), ...listContentImages(db), ...listPromoPopupImages(db)].find(
      (candidate) => candidate.id === id,
    );
    if (image === undefined || !request.params.file.endsWith('.svg')) throw new NotFoundError(`No image ${request.params.file}`);
    const { width, height } = IMAGE_SIZE;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${escapeHtml(image.color)}"/><text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-size="24" fill="#fff" stroke="#000" stroke-width="0.5">${escapeHtml(image.alt)}</text></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
  });
}
