import { describe, expect, it } from 'vitest';
import { submissionPageOf } from './index';

const page = { title: 'Contact · Shop', path: '/contact' };

describe('the page fields of a submission', () => {
  it('send a collection page as "c" with the collection id', () => {
    expect(submissionPageOf({ collection: { id: 'col-1' }, pagePermissionTypeValue: 2 }, page)).toEqual({
      pageTitle: 'Contact · Shop',
      pageId: 'col-1',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 2,
    });
  });

  it('send a content item page as "i" with the item id, a product before its collection', () => {
    expect(submissionPageOf({ product: { id: 'p-1' }, collection: { id: 'shop' } }, page)).toMatchObject({
      pageId: 'p-1',
      contentSource: 'i',
    });
    expect(submissionPageOf({ item: { id: 'post-1' } }, page)).toMatchObject({ pageId: 'post-1', contentSource: 'i' });
  });

  it('still send the title, path and a public permission without any page context', () => {
    expect(submissionPageOf(null, page)).toEqual({
      pageTitle: 'Contact · Shop',
      pageId: '',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 1,
    });
  });
});
