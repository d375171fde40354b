import { CONTRIBUTOR_ROLE } from '../../../src/accounts';
import { COMMENT_STATE, insertContentCollection, type ContentCollection, type ContentComment, type ContentItem } from './content';
import { insertContentPage } from './content-pages';
import type { DemoDatabase } from '../database';

/** Stable platform-shaped ids (24 hex digits), so links keep working across re-seeds. */
function seedId(kind: 'collection' | 'item' | 'comment', n: number): string {
  const prefix = { collection: '5eed2', item: '5eed3', comment: '5eed4' }[kind];
  return `${prefix}${n.toString(16).padStart(19, '0')}`;
}

/** Epoch milliseconds of a time in UTC (the site shows them in its own time zone, New York). */
const utc = (year: number, month: number, day: number, hour = 0, minute = 0): number => Date.UTC(year, month - 1, day, hour, minute);

type ItemSeed = Partial<Omit<ContentItem, 'id' | 'collectionId' | 'comments'>> &
  Pick<ContentItem, 'urlId' | 'title' | 'publishedOn'> & { comments?: Omit<ContentComment, 'id'>[] };

interface CollectionSeed extends Omit<ContentCollection, 'id' | 'options'> {
  options?: ContentCollection['options'];
  items: ItemSeed[];
}

export interface SeededCollection {
  collection: ContentCollection;
  items: ContentItem[];
}

function collections(...seeds: CollectionSeed[]): SeededCollection[] {
  let itemNumber = 0;
  let commentNumber = 0;
  return seeds.map(({ items, options = {}, ...seed }, index) => {
    const collection: ContentCollection = { ...seed, id: seedId('collection', index + 1), options };
    return {
      collection,
      items: items.map(({ comments = [], ...item }): ContentItem => {
        itemNumber += 1;
        return {
          author: null,
          excerpt: '',
          body: '',
          tags: [],
          commentState: COMMENT_STATE.off,
          startDate: null,
          endDate: null,
          location: null,
          image: null,
          access: null,
          ...item,
          id: seedId('item', itemNumber),
          collectionId: collection.id,
          comments: comments.map((comment) => {
            commentNumber += 1;
            return { ...comment, id: seedId('comment', commentNumber) };
          }),
        };
      }),
    };
  });
}

/**
 * The site's content beside the shop: a journal whose posts have comments open (with and without
 * any), closed (the old ones still show) and off; workshops and markets, with and without a place;
 * and a gallery of the studio.
 */
export const SEED_CONTENT: readonly SeededCollection[] = collections(
  {
    urlId: 'blog',
    typeName: 'blog',
    title: 'Journal',
    description: 'Notes from the studio: dyeing, throwing and caring for what you buy.',
    items: [
      {
        urlId: 'dyeing-with-indigo',
        title: 'Dyeing with indigo',
        author: 'Mika Sato',
        publishedOn: utc(2025, 9, 12, 14),
        tags: ['Indigo', 'Techniques'],
        commentState: COMMENT_STATE.open,
        image: { id: 'journal-indigo-vat', alt: 'An indigo vat with a bloom of foam', color: '#27345e' },
        excerpt: '<p>Why our noren go into the vat eleven times, and what the foam on top tells us.</p>',
        body: '<p>Indigo is the only dye that does not dissolve in water. It has to be reduced first, and the cloth only turns blue once it meets the air.</p><p>Each dip adds a shade: our noren go in eleven times, resting in between.</p>',
        comments: [
          { author: 'Grace', body: 'Eleven dips! No wonder the colour is so deep.', addedOn: utc(2025, 9, 13, 9, 30) },
          { author: 'Ada', body: 'Do you sell the dye kits as well?', addedOn: utc(2025, 9, 14, 18, 5) },
        ],
      },
      {
        urlId: 'your-first-bowl',
        title: 'Throwing your first bowl',
        author: 'Tom Reyes',
        publishedOn: utc(2025, 8, 28, 10),
        tags: ['Pottery'],
        commentState: COMMENT_STATE.open,
        excerpt: '<p>Centring, opening, pulling: the three steps of every workshop morning.</p>',
        body: '<p>Centring takes longest, and it is the step nobody can skip. Once the clay runs true, opening and pulling the walls follow quickly.</p>',
      },
      {
        urlId: 'caring-for-linen',
        title: 'Caring for linen',
        author: 'Mika Sato',
        publishedOn: utc(2025, 6, 3, 8),
        tags: ['Linen', 'Care'],
        commentState: COMMENT_STATE.closed,
        excerpt: '<p>Wash cool, dry flat, and never iron it bone dry.</p>',
        body: '<p>Linen softens with every wash. Wash it cool, dry it flat, and iron it while it is still a little damp.</p>',
        comments: [{ author: 'Lin', body: 'Mine is five years old and softer than ever.', addedOn: utc(2025, 6, 5, 12) }],
      },
      {
        urlId: 'studio-hours',
        title: 'New studio hours',
        author: 'Tom Reyes',
        publishedOn: utc(2025, 5, 1, 9),
        tags: ['Ceramics', 'News'],
        excerpt: '<p>From May the studio is open on Saturdays too.</p>',
        body: '<p>From May the studio is open on Saturdays, ten to four. Come and see the kiln.</p>',
      },
      {
        urlId: 'kiln-log-for-members',
        title: 'The kiln log, for members',
        author: 'Tom Reyes',
        publishedOn: utc(2025, 4, 10, 9),
        tags: ['Pottery'],
        access: { kind: 'members' },
        excerpt: '<p>Our cone 6 firing schedule, ramp by ramp, for everyone with an account.</p>',
        body: '<p>First ramp: 80 °C an hour to 600 °C, while the last water leaves the clay. Second: 150 °C an hour to 1,180 °C. Then a ten-minute hold, and the kiln is switched off and left shut overnight.</p>',
      },
      {
        urlId: 'club-glaze-recipes',
        title: 'Studio club: our glaze recipes',
        author: 'Mika Sato',
        publishedOn: utc(2025, 3, 20, 9),
        tags: ['Pottery', 'Studio club'],
        access: { kind: 'roles', roles: [CONTRIBUTOR_ROLE.viewer] },
        excerpt: '<p>The recipes behind our celadon and tenmoku, for members of the studio club.</p>',
        body: '<p>Celadon: 25 feldspar, 20 silica, 20 whiting, 15 kaolin, 20 frit, with 1.5 red iron oxide. Tenmoku: the same base with 10 red iron oxide, applied thick.</p>',
      },
    ],
  },
  {
    urlId: 'events',
    typeName: 'events',
    title: 'Events',
    description: 'Workshops, markets and open days.',
    items: [
      {
        urlId: 'indigo-afternoon',
        title: 'Indigo dyeing afternoon',
        publishedOn: utc(2025, 9, 1),
        startDate: utc(2026, 10, 17, 18),
        endDate: utc(2026, 10, 17, 21),
        location: {
          addressTitle: 'The studio',
          addressLine1: '14 Mill Lane',
          addressLine2: 'Hudson, NY 12534',
          addressCountry: 'United States',
          mapLat: 42.2529,
          mapLng: -73.791,
        },
        excerpt: '<p>Dye a scarf in our indigo vat; everything provided.</p>',
        body: '<p>Three hours at the vat: fold, clamp and dye a silk scarf to take home.</p>',
      },
      {
        urlId: 'glaze-clinic',
        title: 'Online glaze clinic',
        publishedOn: utc(2025, 9, 2),
        startDate: utc(2026, 11, 4, 17),
        endDate: utc(2026, 11, 4, 18, 30),
        excerpt: '<p>Bring your crawling, crazing and pinholes; we answer live.</p>',
        body: '<p>An hour and a half of questions and answers about glazes, held online. The link arrives by email.</p>',
      },
      {
        urlId: 'winter-market',
        title: 'Winter market weekend',
        publishedOn: utc(2025, 9, 3),
        startDate: utc(2026, 12, 5, 15),
        endDate: utc(2026, 12, 6, 22),
        location: {
          addressTitle: 'Basilica Hudson',
          addressLine1: '110 S Front St',
          addressLine2: 'Hudson, NY 12534',
          addressCountry: 'United States',
          mapLat: 42.2497,
          mapLng: -73.7906,
        },
        excerpt: '<p>Two days of makers, with our whole range on the stall.</p>',
        body: '<p>Find us at stall 12 both days, with seconds from the kiln at half price.</p>',
      },
    ],
  },
  {
    urlId: 'gallery',
    typeName: 'gallery',
    title: 'Studio gallery',
    description: 'The studio, the kiln and the dye vats.',
    options: { design: 'grid', 'show-meta': true },
    items: [
      {
        urlId: 'wheel',
        title: 'The wheel by the window',
        publishedOn: utc(2025, 4, 1),
        image: { id: 'gallery-wheel', alt: 'A potter’s wheel by a bright window', color: '#8c6a4f' },
      },
      {
        urlId: 'kiln',
        title: 'Opening the kiln',
        publishedOn: utc(2025, 4, 2),
        image: { id: 'gallery-kiln', alt: 'Bowls cooling on the kiln shelf', color: '#b5532f' },
      },
      {
        urlId: 'vats',
        title: 'The dye vats',
        publishedOn: utc(2025, 4, 3),
        image: { id: 'gallery-vats', alt: 'Three indigo vats in a row', color: '#1f2b55' },
      },
      {
        urlId: 'drying',
        title: 'Cloth drying',
        publishedOn: utc(2025, 4, 4),
        image: { id: 'gallery-drying', alt: 'Indigo cloth drying on a line', color: '#3e5a8a' },
      },
      {
        urlId: 'shelves',
        title: 'The shop shelves',
        publishedOn: utc(2025, 4, 5),
        image: { id: 'gallery-shelves', alt: 'Mugs and bowls on wooden shelves', color: '#6b7b5e' },
      },
    ],
  },
);

/** Writes the site's content; the caller owns the transaction. */
export function insertSeedContent(db: DemoDatabase): void {
  SEED_CONTENT.forEach(({ collection, items }, position) => insertContentCollection(db, collection, position, items));
}

/** The studio page: a code block the owner wrote, and a chart of the kiln's year. */
export function insertSeedPages(db: DemoDatabase): void {
  insertContentPage(
    db,
    {
      id: 'a1b2c3d4e5f60718293a4b01',
      urlId: 'studio',
      title: 'The studio',
      description: 'Where the pots are thrown and the cloth is dyed.',
    },
    0,
    [
      {
        type: 'code',
        trusted: true,
        source:
          '<p>The studio is open Tuesday to Saturday, ten to four. Come and see the kiln, or <a href="/events">join a workshop</a>.</p>',
      },
      {
        type: 'chart',
        chartType: 'bar',
        title: 'Kiln firings by season',
        grid: [
          ['Season', 'Bisque', 'Glaze'],
          ['Spring', '12', '9'],
          ['Summer', '8', '6'],
          ['Autumn', '14', '11'],
          ['Winter', '10', '7'],
        ],
      },
    ],
  );
}
