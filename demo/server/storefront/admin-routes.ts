import type { FastifyInstance, FastifyRequest } from 'fastify';
import { savedPartTrust, type CodeTrust } from '../../../src/code-blocks';
import {
  ADMIN_API,
  ADMIN_LIMITS,
  checkCategoryCount,
  checkCategoryName,
  checkHeaderFooterHtml,
  checkLanguages,
  checkNavigation,
  checkProductCollection,
  checkProductsInStore,
  isAdminValidationError,
  urlIdTakenMessage,
  type NavigationItem,
  type SiteLanguage,
} from '../../../src/admin';
import {
  findProduct,
  findStorePage,
  insertCategory,
  insertStorePage,
  listCategories,
  listStorePages,
  listStoreProducts,
  moveProducts,
  type StorePageRecord,
} from '../store';
import type { DemoDatabase } from '../database';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import type { PermissionsOf, SendPage } from '../accounts';
import { sanitizeForSite } from './sanitize-html';
import {
  DEMO_SITE,
  LANGUAGE_CHOICES,
  disconnectTranslation,
  languageChoice,
  readConnection,
  readHeaderFooter,
  readLanguages,
  readNavigations,
  writeHeaderFooter,
  type StoredHeaderFooter,
  writeLanguages,
  writeNavigation,
} from '../site';
import { RESERVED_URL_IDS, listSitePages, takenUrlIds } from './site-pages';
import { BILLING_PAGES, CONFIG_PAGES, billingPage, configPage, configPagePermission } from './config-pages';
import { ownerRoute } from '../guard';
import { requireJsonObject } from '../validation';

/** Runs one of the admin's own checks (src/admin), answering its refusal as a 400. */
function applying<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (isAdminValidationError(error)) throw new BadRequestError(error.message);
    throw error;
  }
}

/** A check's message as a 400. */
type HeaderFooterPart = 'header' | 'footer';

/** The header and footer as the editor reads them, and which parts are held sanitized (an untrusted role wrote them). */
function headerFooterAnswer(stored: StoredHeaderFooter) {
  const heldSanitized: HeaderFooterPart[] = [];
  // An empty part shows nothing either way: nothing to tell.
  if (!stored.headerTrusted && stored.header !== '') heldSanitized.push('header');
  if (!stored.footerTrusted && stored.footer !== '') heldSanitized.push('footer');
  return { header: stored.header, footer: stored.footer, heldSanitized };
}

function refuse(message: string | undefined): void {
  if (message !== undefined) throw new BadRequestError(message);
}

function requireString(body: Record<string, unknown>, field: string, where = field): string {
  const value = body[field];
  if (typeof value !== 'string') throw new BadRequestError(`${where} must be a string`);
  return value;
}

function requireBoolean(body: Record<string, unknown>, field: string, where = field): boolean {
  const value = body[field];
  if (typeof value !== 'boolean') throw new BadRequestError(`${where} must be true or false`);
  return value;
}

function nullableString(body: Record<string, unknown>, field: string, where: string): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value === '') throw new BadRequestError(`${where} must be a non-empty string or null`);
  return value;
}

/** A navigation tree as sent, in the shape of the update's items, or a 400 naming the first bad field. */
function navigationItemsFrom(value: unknown, where: string): NavigationItem[] {
  if (!Array.isArray(value)) throw new BadRequestError(`${where} must be a list`);
  return value.map((entry: unknown, index) => {
    const at = `${where}[${index}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new BadRequestError(`${at} must be an object`);
    const fields = entry as Record<string, unknown>;
    const title = fields['title'] ?? '';
    if (typeof title !== 'string') throw new BadRequestError(`${at}.title must be a string`);
    // Ours, beside the spec's shape: a client that does not know it opens links in the same window.
    const newWindow = fields['newWindow'] ?? false;
    if (typeof newWindow !== 'boolean') throw new BadRequestError(`${at}.newWindow must be true or false`);
    return {
      collectionId: nullableString(fields, 'collectionId', `${at}.collectionId`),
      externalLink: nullableString(fields, 'externalLink', `${at}.externalLink`),
      memberAreaId: nullableString(fields, 'memberAreaId', `${at}.memberAreaId`),
      title: title.trim(),
      newWindow,
      items: navigationItemsFrom(fields['items'] ?? [], `${at}.items`),
    };
  });
}

/** Every page and member area the navigation names must exist. */
function resolveNavigation(items: readonly NavigationItem[], pages: ReadonlyMap<string, { title: string }>): NavigationItem[] {
  return items.map((entry) => {
    if (entry.memberAreaId !== null) throw new BadRequestError(`Unknown member area "${entry.memberAreaId}": this site has none`);
    const page = entry.collectionId === null ? undefined : pages.get(entry.collectionId);
    if (entry.collectionId !== null && page === undefined)
      throw new BadRequestError(`Unknown page "${entry.collectionId}" in the navigation`);
    return { ...entry, items: resolveNavigation(entry.items, pages) };
  });
}

/** The site layout answer: the navigations with their links, every page, and the reserved URL ids. */
export function siteLayoutJson(db: DemoDatabase) {
  const pages = listSitePages(db);
  const titles = new Map(pages.map((page) => [page.id, page]));
  const links = (items: readonly NavigationItem[]): unknown[] =>
    items.map(({ collectionId, externalLink, memberAreaId, title, newWindow, items: children }) => ({
      collectionId,
      externalLink,
      memberAreaId,
      title: title !== '' || collectionId === null ? title : (titles.get(collectionId)?.title ?? ''),
      newWindow,
      children: links(children),
    }));
  return {
    templateId: DEMO_SITE.templateId,
    layout: readNavigations(db).map(({ identifier, items }) => ({ identifier, links: links(items) })),
    collections: pages,
    reservedUrlIds: RESERVED_URL_IDS,
  };
}

function storePageJson(db: DemoDatabase, page: StorePageRecord) {
  return {
    id: page.id,
    title: page.title,
    urlId: page.urlId,
    description: page.description,
    enabled: page.enabled,
    categories: listCategories(db, page.id),
    products: listStoreProducts(db, page.id).map((product) => ({ id: product.id, title: product.name })),
  };
}

interface WebsiteParams {
  websiteId: string;
}
interface CollectionParams extends WebsiteParams {
  collectionId: string;
}

function assertWebsite(params: WebsiteParams): void {
  if (params.websiteId !== DEMO_SITE.websiteId) throw new NotFoundError(`Unknown website "${params.websiteId}"`);
}

function requireStorePage(db: DemoDatabase, params: CollectionParams): StorePageRecord {
  assertWebsite(params);
  const page = findStorePage(db, params.collectionId);
  if (page === undefined) throw new NotFoundError(`Unknown store page "${params.collectionId}"`);
  return page;
}

const PRODUCTS_PATH = '/api/content-service/product/1.1/websites/:websiteId/products';

/**
 * The administration calls of spec 001 §7, each declaring the permission it needs; the admin's
 * own rules (src/admin) check every input again here, so a request that skips the admin app gets
 * the same messages. The store listing and moving products are ours (the spec has no call for them).
 */
export function registerAdminRoutes(app: FastifyInstance, db: DemoDatabase, permissionsOf: PermissionsOf, clock: () => number): void {
  const api = (path: string) => `/${path}`;

  app.get(api(ADMIN_API.headerFooter), ownerRoute('site:header-footer'), () => headerFooterAnswer(readHeaderFooter(db)));

  // Each part keeps the trust of who wrote it: one sent back unchanged keeps its stored trust, a
  // changed one takes the saver's (savedPartTrust), so an owner's save never publishes an editor's HTML.
  app.put(api(ADMIN_API.headerFooter), ownerRoute('site:header-footer'), async (request: FastifyRequest) => {
    const body = requireJsonObject(request);
    const header = requireString(body, 'header');
    const footer = requireString(body, 'footer');
    refuse(checkHeaderFooterHtml('header', header));
    refuse(checkHeaderFooterHtml('footer', footer));
    const permissions = [...permissionsOf(request)];
    const stored = readHeaderFooter(db);
    const trustOf = (part: HeaderFooterPart, source: string): CodeTrust =>
      savedPartTrust(permissions, source, { source: stored[part], trust: stored[`${part}Trusted`] ? 'raw' : 'sanitized' });
    const headerTrusted = trustOf('header', header) === 'raw';
    const footerTrusted = trustOf('footer', footer) === 'raw';
    const saved = {
      header,
      footer,
      headerShown: headerTrusted ? header : await sanitizeForSite(header),
      footerShown: footerTrusted ? footer : await sanitizeForSite(footer),
      headerTrusted,
      footerTrusted,
    };
    writeHeaderFooter(db, saved, clock());
    return headerFooterAnswer(saved);
  });

  // Shows one part as written: only a role that may write code itself, and only the HTML the owner
  // was shown (`html`), so a part changed since cannot be published unread.
  app.post(api(ADMIN_API.headerFooterPublish), ownerRoute('site:code'), (request: FastifyRequest) => {
    const body = requireJsonObject(request);
    const part = body['part'];
    if (part !== 'header' && part !== 'footer') throw new BadRequestError('part must be "header" or "footer"');
    const html = requireString(body, 'html');
    const stored = readHeaderFooter(db);
    if (stored[part] !== html)
      throw new ConflictError(`The ${part} has changed since it was opened. Reload it and read it again before publishing it.`);
    const published = { ...stored, [`${part}Shown`]: html, [`${part}Trusted`]: true };
    writeHeaderFooter(db, published, clock());
    return headerFooterAnswer(published);
  });

  app.get(api(ADMIN_API.multilingualSettings), ownerRoute('site:languages'), () => ({
    defaultLanguage: readLanguages(db).find(({ isDefault }) => isDefault)?.code ?? DEMO_SITE.locale,
    availableLanguages: LANGUAGE_CHOICES,
  }));

  app.get(api(ADMIN_API.multilingualStatus), ownerRoute('site:languages'), () => readConnection(db));

  app.get(api(ADMIN_API.multilingualLanguages), ownerRoute('site:languages'), () => ({ languages: readLanguages(db) }));

  app.put(api(ADMIN_API.multilingualLanguages), ownerRoute('site:languages'), (request) => {
    const { languages } = requireJsonObject(request);
    if (!Array.isArray(languages)) throw new BadRequestError('languages must be a list');
    const list = languages.map((entry: unknown, index): Pick<SiteLanguage, 'code' | 'isDefault'> => {
      const where = `languages[${index}]`;
      if (typeof entry !== 'object' || entry === null) throw new BadRequestError(`${where} must be an object`);
      const fields = entry as Record<string, unknown>;
      const code = requireString(fields, 'code', `${where}.code`);
      const choice = languageChoice(code);
      if (choice === undefined) throw new BadRequestError(`"${code}" is not a language this site can offer`);
      return { code: choice.code, isDefault: requireBoolean(fields, 'isDefault', `${where}.isDefault`) };
    });
    applying(() => checkLanguages(list));
    writeLanguages(db, list);
    return { languages: readLanguages(db) };
  });

  app.delete(api(ADMIN_API.multilingualConnection), ownerRoute('site:languages'), () => {
    disconnectTranslation(db);
    return readConnection(db);
  });

  // Every role that opens the administration reads the site's pages (the overview lists them, a new
  // page's URL id must avoid theirs, links may name them); changing the navigation is `site:navigation`'s.
  app.get(api(ADMIN_API.siteLayout), ownerRoute('admin:open'), () => siteLayoutJson(db));

  app.post(api(ADMIN_API.updateNavigation), ownerRoute('site:navigation'), (request) => {
    const body = requireJsonObject(request);
    const fieldName = requireString(body, 'fieldName');
    const templateId = requireString(body, 'templateId');
    if (templateId !== DEMO_SITE.templateId) throw new BadRequestError(`templateId "${templateId}" is not this site's template`);
    const { navigation } = body;
    if (typeof navigation !== 'object' || navigation === null) throw new BadRequestError('navigation must be an object with an items list');
    const items = navigationItemsFrom((navigation as Record<string, unknown>)['items'], 'navigation.items');
    applying(() => checkNavigation(items));
    const resolved = resolveNavigation(items, new Map(listSitePages(db).map((page) => [page.id, page])));
    if (!writeNavigation(db, fieldName, resolved)) throw new NotFoundError(`Unknown navigation "${fieldName}"`);
    return { navigation: { items: resolved } };
  });

  app.get<{ Params: WebsiteParams }>(PRODUCTS_PATH, ownerRoute('store:pages'), (request) => {
    assertWebsite(request.params);
    return { storePages: listStorePages(db).map((page) => storePageJson(db, page)) };
  });

  app.post<{ Params: WebsiteParams }>(PRODUCTS_PATH, ownerRoute('store:pages'), (request) => {
    assertWebsite(request.params);
    const body = requireJsonObject(request);
    const input = {
      navigationTitle: requireString(body, 'navigationTitle').trim(),
      title: requireString(body, 'title').trim(),
      urlId: requireString(body, 'urlId'),
      description: requireString(body, 'description'),
      enabled: requireBoolean(body, 'enabled'),
    };
    applying(() => checkProductCollection(input));
    if (takenUrlIds(db).has(input.urlId)) throw new ConflictError(urlIdTakenMessage(input.urlId));
    return { id: insertStorePage(db, input) };
  });

  app.post<{ Params: CollectionParams }>(`${PRODUCTS_PATH}/:collectionId/categories`, ownerRoute('store:pages'), (request) => {
    const page = requireStorePage(db, request.params);
    const body = requireJsonObject(request);
    const displayName = requireString(body, 'displayName').trim();
    refuse(checkCategoryName(displayName));
    if (body['type'] !== 'ROOT') throw new BadRequestError('type must be "ROOT"');
    if (body['pageRendering'] !== 'LIST_VIEW') throw new BadRequestError('pageRendering must be "LIST_VIEW"');
    const displayIndex = body['displayIndex'];
    if (typeof displayIndex !== 'number' || !Number.isInteger(displayIndex) || displayIndex < 0)
      throw new BadRequestError('displayIndex must be a whole number of at least 0');
    const parentCategoryId = nullableString(body, 'parentCategoryId', 'parentCategoryId');
    const categories = listCategories(db, page.id);
    if (parentCategoryId !== null && !categories.some(({ id }) => id === parentCategoryId))
      throw new BadRequestError(`Unknown parent category "${parentCategoryId}" in this store page`);
    refuse(checkCategoryCount(categories.length));
    const siblings = categories.filter((category) => category.parentCategoryId === parentCategoryId);
    if (siblings.some((category) => category.displayName.toLowerCase() === displayName.toLowerCase()))
      throw new ConflictError('This category already exists');
    return {
      id: insertCategory(db, {
        collectionId: page.id,
        displayName,
        parentCategoryId,
        type: 'ROOT',
        pageRendering: 'LIST_VIEW',
        displayIndex,
      }),
    };
  });

  app.post<{ Params: CollectionParams }>(`${PRODUCTS_PATH}/:collectionId/items`, ownerRoute('store:pages'), (request) => {
    const page = requireStorePage(db, request.params);
    const { productIds } = requireJsonObject(request);
    if (!Array.isArray(productIds) || productIds.length === 0 || productIds.length > ADMIN_LIMITS.productsInCollection)
      throw new BadRequestError(`productIds must list 1 to ${ADMIN_LIMITS.productsInCollection} product ids`);
    const ids = [...new Set(productIds.map((id: unknown) => (typeof id === 'string' ? id : '')))];
    for (const id of ids) if (findProduct(db, id) === undefined) throw new NotFoundError(`Unknown item "${id}"`);
    const holding = new Set(listStoreProducts(db, page.id).map((product) => product.id));
    refuse(checkProductsInStore(holding.size + ids.filter((id) => !holding.has(id)).length));
    moveProducts(db, page.id, ids);
    return storePageJson(db, page);
  });
}

/**
 * The admin app's pages under /config, each open to roles with `admin:open` or the permission its
 * editor needs (declared like every owner route), and the upgrade destinations. Every page is the visitor's own (their permissions).
 */
export function registerConfigPageRoutes(app: FastifyInstance, permissionsOf: PermissionsOf, sendPage: SendPage): void {
  for (const page of CONFIG_PAGES) {
    app.get(page.path, ownerRoute(configPagePermission(page)), (request, reply) =>
      sendPage(request, reply, configPage(page, { permissions: permissionsOf(request), billing: DEMO_SITE.billing }), { perVisitor: true }),
    );
  }
  for (const page of BILLING_PAGES) {
    app.get(page.path, ownerRoute('admin:open'), (request, reply) =>
      sendPage(request, reply, billingPage(page, { permissions: permissionsOf(request), billing: DEMO_SITE.billing }), {
        perVisitor: true,
      }),
    );
  }
}
