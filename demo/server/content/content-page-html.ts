import { blockJson, type ContentPage } from './content-pages';
import { PAGE_TYPE, type SitePage, pageContext } from '../site';

/** A content page (`/<urlId>`) of code and chart blocks, rendered by the site's `content.page` template. */
export function contentPage(page: ContentPage): SitePage {
  return {
    title: page.title,
    path: `/${page.urlId}`,
    context: pageContext(PAGE_TYPE.page, { pageId: page.id }),
    content: {
      template: 'pages/content.page',
      json: { page: { id: page.id, title: page.title, description: page.description, blocks: page.blocks.map(blockJson) } },
    },
  };
}
