import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import { SEED_CATALOGUE } from '../store';

const happyDom = new Window();
/** A page as the browser reads it. */
const parseHTML = (html: string) => ({ document: new happyDom.DOMParser().parseFromString(html, 'text/html') });

const BLOG_TAGS = '/api/admin/collections/blog/tags';
const SHOP_CATEGORIES = '/api/admin/collections/shop/categories';

let app: FastifyInstance;
let owner: Visitor;

interface TermJson {
  id: number;
  name: string;
  itemCount: number;
}

const terms = async (url: string) => (await owner.get(url)).json<{ terms: TermJson[] }>().terms;
const termId = async (url: string, name: string) => (await terms(url)).find((term) => term.name === name)!.id;
useSeededDemoApp((demo) => ({ app } = demo));
beforeEach(async () => {
  owner = await Visitor.signedIn(app, 'owner@example.com');
});

describe('listing', () => {
  it('gives the journal tags with how many posts carry each, and the editor filter', async () => {
    const response = (await owner.get(BLOG_TAGS)).json<{ tagType: string; maxLength: number; terms: TermJson[] }>();
    expect(response.tagType).toBe('tag');
    expect(response.maxLength).toBe(50);
    expect(response.terms.map(({ name, itemCount }) => [name, itemCount])).toEqual([
      ['Care', 1],
      ['Ceramics', 1],
      ['Indigo', 1],
      ['Linen', 1],
      ['News', 1],
      ['Pottery', 3],
      ['Studio club', 1],
      ['Techniques', 1],
    ]);
    expect((await terms(`${BLOG_TAGS}?filter=IN`)).map((term) => term.name)).toEqual(['Indigo', 'Linen']);
  });

  it('gives the shop categories at most 25 characters long', async () => {
    const response = (await owner.get(SHOP_CATEGORIES)).json<{ maxLength: number; terms: TermJson[] }>();
    expect(response.maxLength).toBe(25);
    expect(response.terms.find((term) => term.name === 'Kitchen')?.itemCount).toBe(4);
  });

  it('has no tags for the events or unknown lists', async () => {
    expect((await owner.get('/api/admin/collections/events/tags')).json()).toEqual({
      error: '"events" has no tags or categories: the shop and the journal have them',
    });
    expect((await owner.get('/api/admin/collections/blog/labels')).statusCode).toBe(404);
  });
});

describe('new and edit', () => {
  it('creates a tag no post carries yet, and refuses one that exists in any case with the spec words', async () => {
    const created = await owner.postJson(BLOG_TAGS, { name: '  Slow   living ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ term: { name: 'Slow living', itemCount: 0 } });
    const again = await owner.postJson(BLOG_TAGS, { name: 'slow living' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This tag already exists' });
  });

  it('holds a category to 25 characters and a tag to 50', async () => {
    const long = await owner.postJson(SHOP_CATEGORIES, { name: 'c'.repeat(26) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'A category can have at most 25 characters' });
    expect((await owner.postJson(BLOG_TAGS, { name: 't'.repeat(50) })).statusCode).toBe(201);
    expect((await owner.postJson(BLOG_TAGS, { name: 't'.repeat(51) })).json()).toEqual({ error: 'A tag can have at most 50 characters' });
  });

  it('renames one tag, which every post then shows, and edits one at a time', async () => {
    const id = await termId(BLOG_TAGS, 'Care');
    const renamed = await owner.write('PATCH', `${BLOG_TAGS}/${id}`, JSON.stringify({ name: 'Caring' }));
    expect(renamed.json()).toMatchObject({ term: { id, name: 'Caring', itemCount: 1 } });
    expect((await owner.get('/blog/caring-for-linen')).body).toContain('>Caring</a>');
    const several = await owner.write('PATCH', `${BLOG_TAGS}/${id}`, JSON.stringify({ name: 'X', ids: [id, id + 1] }));
    expect(several.json()).toEqual({ error: 'You may only edit one tag at a time' });
    const clash = await owner.write('PATCH', `${BLOG_TAGS}/${id}`, JSON.stringify({ name: 'linen' }));
    expect(clash.json()).toEqual({ error: 'This tag already exists' });
  });

  it('deletes a tag from every post', async () => {
    expect((await owner.delete(`${BLOG_TAGS}/${await termId(BLOG_TAGS, 'Indigo')}`)).statusCode).toBe(204);
    expect((await owner.get('/blog/dyeing-with-indigo')).body).not.toContain('?tag=Indigo');
  });

  it('sets an item own names, creating new ones and refusing a repeat', async () => {
    const mug = SEED_CATALOGUE.find((product) => product.slug === 'enamel-mug')!;
    const url = `/api/admin/collections/shop/items/${mug.id}/categories`;
    expect((await owner.putJson(url, { names: ['Kitchen', 'Camping'] })).json()).toEqual({ names: ['Kitchen', 'Camping'] });
    expect((await terms(SHOP_CATEGORIES)).map((term) => term.name)).toContain('Camping');
    expect((await owner.putJson(url, { names: ['Camping', 'camping'] })).json()).toEqual({ error: 'This category already exists' });
    expect((await owner.putJson('/api/admin/collections/shop/items/nope/categories', { names: [] })).statusCode).toBe(404);
  });
});

describe('the items', () => {
  it('lists every post with its page, tags and categories, and follows an item whose names are set', async () => {
    const { items } = (await owner.get('/api/admin/collections/blog/items')).json<{
      items: { id: string; title: string; url: string; tags: string[]; categories: string[] }[];
    }>();
    expect(items.find((item) => item.title === 'Caring for linen')).toMatchObject({
      url: '/blog/caring-for-linen',
      tags: ['Linen', 'Care'],
      categories: [],
    });
    const post = items.find((item) => item.title === 'Caring for linen')!;
    await owner.putJson(`/api/admin/collections/blog/items/${post.id}/tags`, { names: ['Care', 'Washing'] });
    const again = (await owner.get('/api/admin/collections/blog/items')).json<{ items: { id: string; tags: string[] }[] }>();
    expect(again.items.find((item) => item.id === post.id)?.tags).toEqual(['Care', 'Washing']);
  });

  it('lists every product of the shop with its page', async () => {
    const { items } = (await owner.get('/api/admin/collections/shop/items')).json<{
      items: { title: string; url: string; categories: string[] }[];
    }>();
    expect(items).toHaveLength(SEED_CATALOGUE.length);
    const mug = SEED_CATALOGUE.find((product) => product.slug === 'enamel-mug')!;
    expect(items.find((item) => item.url === '/products/enamel-mug')).toMatchObject({ title: mug.name });
    expect(items.find((item) => item.url === '/products/enamel-mug')?.categories).toContain('Kitchen');
  });
});

describe('merging', () => {
  it('moves every post of the sources to the target, and the journal filters by the result', async () => {
    const pottery = await termId(BLOG_TAGS, 'Pottery');
    const ceramics = await termId(BLOG_TAGS, 'Ceramics');
    const merged = await owner.postJson(`${BLOG_TAGS}/merge`, { sourceIds: [pottery, ceramics], target: 'Ceramics' });
    expect(merged.json()).toEqual({ term: { id: ceramics, name: 'Ceramics', itemCount: 4 }, itemsMoved: 3 });
    expect((await terms(BLOG_TAGS)).map((term) => term.name)).not.toContain('Pottery');
    const { document } = parseHTML((await owner.get('/blog?tag=ceramics')).body);
    expect([...document.querySelectorAll('.post-summary h2')].map((heading) => heading.textContent)).toEqual([
      'Throwing your first bowl',
      'New studio hours',
      'The kiln log, for members',
      'Studio club: our glaze recipes',
    ]);
    expect(document.querySelector('.list-filter-status')?.textContent).toBe('Tagged “Ceramics” · Show all');
    expect(document.querySelector('.list-filter-tags a[aria-current="page"]')?.textContent).toBe('Ceramics');
    const gone = parseHTML((await owner.get('/blog?tag=Pottery')).body).document;
    expect(gone.querySelector('.list-empty')?.textContent).toBe('Nothing is tagged “Pottery”.');
  });

  it('merges into a new name, and needs two tags to merge', async () => {
    const linen = await termId(BLOG_TAGS, 'Linen');
    const care = await termId(BLOG_TAGS, 'Care');
    expect((await owner.postJson(`${BLOG_TAGS}/merge`, { sourceIds: [linen], target: 'Fabric' })).json()).toEqual({
      error: 'Choose at least two tags to merge',
    });
    const merged = (await owner.postJson(`${BLOG_TAGS}/merge`, { sourceIds: [linen, care], target: 'Fabric care' })).json<{
      term: TermJson;
      itemsMoved: number;
    }>();
    expect(merged).toMatchObject({ term: { name: 'Fabric care', itemCount: 1 }, itemsMoved: 1 });
    expect((await owner.get('/blog/caring-for-linen')).body).toContain('>Fabric care</a>');
  });
});

describe('the storefront lists', () => {
  it('filter the shop by category, with links to each and an empty state', async () => {
    const { document } = parseHTML((await owner.get('/shop?category=Kitchen')).body);
    expect([...document.querySelectorAll('.product-card h2')].map((heading) => heading.textContent)).toEqual([
      'Single-Origin Coffee',
      'Enamel Camp Mug',
      'Matcha Bowl',
      'Loose-Leaf Tea Club',
    ]);
    expect(document.querySelector('.list-filter-links a[aria-current="page"]')?.textContent).toBe('Kitchen');
    expect(document.querySelector('.product-card')?.className).toContain('category-kitchen');
    const empty = parseHTML((await owner.get('/shop?category=Garden')).body).document;
    expect(empty.querySelector('.store-empty')?.textContent).toBe('There are no products in the category “Garden”.');
  });

  it('show every product without a filter, with All marked', async () => {
    const { document } = parseHTML((await owner.get('/shop')).body);
    expect(document.querySelectorAll('.product-card')).toHaveLength(SEED_CATALOGUE.length);
    expect(document.querySelector('.list-filter-links a[aria-current="page"]')?.textContent).toBe('All');
  });
});
