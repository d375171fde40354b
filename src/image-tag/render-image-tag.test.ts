import { describe, expect, it } from 'vitest';
import { renderImageTag, type ImageTagProps } from './index';

const RENDITIONS =
  '/i/chair.jpg?format=100w 100w,/i/chair.jpg?format=300w 300w,/i/chair.jpg?format=500w 500w,' +
  '/i/chair.jpg?format=750w 750w,/i/chair.jpg?format=1000w 1000w,/i/chair.jpg?format=1500w 1500w,' +
  '/i/chair.jpg?format=2500w 2500w';

/** Props with nothing to report under the default loader. */
const VALID = { src: '/i/chair.jpg', width: 1500, height: 1000, alt: 'A green chair', sizes: '100vw' } as const;

/** The texts of the error comments, in order. */
function errors(html: string): string[] {
  return [...html.matchAll(/<!-- \[error\] (.*?) -->/g)].map((match) => match[1] as string);
}

/** The `<img>` after the comments, or nothing when none was rendered. */
function imageOf(html: string): string | undefined {
  return /<img [^]*$/.exec(html)?.[0];
}

/** An attribute's text as written, or nothing when the tag has no such attribute. */
function attribute(html: string, name: string): string | undefined {
  return new RegExp(` ${name}="([^"]*)"`).exec(imageOf(html) ?? '')?.[1];
}

describe('an image with valid props', () => {
  it('renders the image service renditions, its size, alt text and loading hints, and nothing else', () => {
    expect(renderImageTag(VALID)).toBe(
      `<img src="/i/chair.jpg" srcset="${RENDITIONS}" sizes="100vw" width="1500" height="1000" ` +
        'alt="A green chair" loading="lazy" decoding="async" />',
    );
  });

  it('takes width and height written as decimal text', () => {
    const html = renderImageTag({ ...VALID, width: '640', height: ' 480 ' });
    expect(errors(html)).toEqual([]);
    expect([attribute(html, 'width'), attribute(html, 'height')]).toEqual(['640', '480']);
  });

  it('accepts an empty alt text, which marks a decorative image', () => {
    const html = renderImageTag({ ...VALID, alt: '' });
    expect(errors(html)).toEqual([]);
    expect(attribute(html, 'alt')).toBe('');
  });

  it('writes class and style when given, and leaves empty ones out', () => {
    expect(attribute(renderImageTag({ ...VALID, class: 'hero wide', style: 'object-fit: cover' }), 'class')).toBe('hero wide');
    expect(attribute(renderImageTag({ ...VALID, class: 'hero', style: 'object-fit: cover' }), 'style')).toBe('object-fit: cover');
    expect(renderImageTag({ ...VALID, class: '', style: '' })).toBe(renderImageTag(VALID));
  });
});

describe('loading by priority', () => {
  it.each([
    ['high', 'sqs', 'eager', 'high'],
    ['high', 'raw', 'eager', 'high'],
    ['low', 'sqs', 'lazy', 'low'],
    ['low', 'raw', 'lazy', 'low'],
    [null, 'sqs', 'lazy', undefined],
    [null, 'raw', 'lazy', undefined],
    [undefined, 'sqs', 'lazy', undefined],
    [undefined, 'raw', 'lazy', undefined],
  ] as const)('priority %s with loader %s loads %s with fetch priority %s', (priority, loader, loading, fetchpriority) => {
    const html = renderImageTag({ ...VALID, priority, loader });
    expect(errors(html)).toEqual([]);
    expect(attribute(html, 'loading')).toBe(loading);
    expect(attribute(html, 'fetchpriority')).toBe(fetchpriority);
    expect(attribute(html, 'decoding')).toBe('async');
  });

  it.each(['medium', 'HIGH', 'eager', ''])('reports priority %j and loads the image lazily, at the browser’s priority', (priority) => {
    const html = renderImageTag({ ...VALID, priority });
    expect(errors(html)).toEqual(['Image "priority" is invalid, accepted values are "high", "low", or null']);
    expect(attribute(html, 'loading')).toBe('lazy');
    expect(attribute(html, 'fetchpriority')).toBeUndefined();
    expect(attribute(html, 'decoding')).toBe('async');
  });
});

describe('src', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
  ])('when %s renders only its error comment, whatever else is wrong', (_case, src) => {
    expect(renderImageTag({ ...VALID, src, width: -1, priority: 'now', onclick: 'steal()' })).toBe(
      '<!-- [error] Image "src" is required -->',
    );
  });

  it('keeps a query of its own when the renditions are added', () => {
    const html = renderImageTag({ ...VALID, src: '/i/chair.jpg?v=2&amp=1' });
    expect(attribute(html, 'src')).toBe('/i/chair.jpg?v=2&amp;amp=1');
    expect(attribute(html, 'srcset')?.split(',')[0]).toBe('/i/chair.jpg?v=2&amp;amp=1&amp;format=100w 100w');
  });
});

describe.each(['width', 'height'] as const)('%s', (side) => {
  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '  '],
  ])('when %s is required, and left out of the tag', (_case, value) => {
    const html = renderImageTag({ ...VALID, [side]: value });
    expect(errors(html)).toEqual([`Image "${side}" is required`]);
    expect(attribute(html, side)).toBeUndefined();
  });

  it.each([-1, -1500, '-20', -2.5, 0, '0', -0])('%j is refused as a negative value', (value) => {
    const html = renderImageTag({ ...VALID, [side]: value });
    expect(errors(html)).toEqual([`Image "${side}" requires a positive integer, but received a negative value`]);
    expect(attribute(html, side)).toBeUndefined();
  });

  it.each([2.5, '12.5', '300px', '1e3', 'wide', Number.NaN, Number.POSITIVE_INFINITY])('%j is refused as a non-integer value', (value) => {
    const html = renderImageTag({ ...VALID, [side]: value });
    expect(errors(html)).toEqual([`Image "${side}" requires a positive integer, but received a non-integer value`]);
    expect(attribute(html, side)).toBeUndefined();
  });

  it('is refused as a non-integer when it is not a number at all', () => {
    const props: ImageTagProps = { ...VALID, [side]: true };
    expect(errors(renderImageTag(props))).toEqual([`Image "${side}" requires a positive integer, but received a non-integer value`]);
  });
});

describe('alt', () => {
  it.each([
    ['missing', undefined],
    ['null', null],
  ])('when %s is required, and the tag has no alt rather than an empty one', (_case, alt) => {
    const html = renderImageTag({ ...VALID, alt });
    expect(errors(html)).toEqual(['Image "alt" is required']);
    expect(imageOf(html)).not.toContain('alt=');
  });
});

describe('loader', () => {
  it('is sqs unless told otherwise', () => {
    expect(renderImageTag({ ...VALID, loader: 'sqs' })).toBe(renderImageTag(VALID));
    expect(renderImageTag({ ...VALID, loader: null })).toBe(renderImageTag(VALID));
  });

  it('sqs requires sizes, and still offers the renditions without them', () => {
    const html = renderImageTag({ ...VALID, sizes: undefined });
    expect(errors(html)).toEqual(['Image "sizes" is required when loader="sqs"']);
    expect(attribute(html, 'srcset')).toBe(RENDITIONS);
    expect(attribute(html, 'sizes')).toBeUndefined();
  });

  it('sqs reports an empty sizes as missing', () => {
    expect(errors(renderImageTag({ ...VALID, sizes: '' }))).toEqual(['Image "sizes" is required when loader="sqs"']);
  });

  it('sqs refuses an author srcset and writes its own renditions', () => {
    const html = renderImageTag({ ...VALID, srcset: '/i/small.jpg 1x, /i/large.jpg 2x' });
    expect(errors(html)).toEqual(['Image "srcset" can only be used when loader="raw"']);
    expect(attribute(html, 'srcset')).toBe(RENDITIONS);
  });

  it('raw writes the URL and the author srcset as given, with no sizes needed', () => {
    const html = renderImageTag({ ...VALID, loader: 'raw', sizes: undefined, srcset: '/i/small.jpg 1x, /i/large.jpg 2x' });
    expect(html).toBe(
      '<img src="/i/chair.jpg" srcset="/i/small.jpg 1x, /i/large.jpg 2x" width="1500" height="1000" ' +
        'alt="A green chair" loading="lazy" decoding="async" />',
    );
  });

  it('raw without a srcset writes none', () => {
    expect(attribute(renderImageTag({ ...VALID, loader: 'raw' }), 'srcset')).toBeUndefined();
  });

  it.each(['imgix', 'SQS', ''])('%j is an unknown loader type, and the image is rendered as raw', (loader) => {
    const html = renderImageTag({ ...VALID, loader, sizes: undefined, srcset: '/i/large.jpg 2x' });
    expect(errors(html)).toEqual(['Image "loader" received unknown loader type']);
    expect(attribute(html, 'srcset')).toBe('/i/large.jpg 2x');
  });
});

describe('every problem at once', () => {
  it('is reported in prop order, then passthrough order, before the best tag the props allow', () => {
    const html = renderImageTag({
      src: '/i/chair.jpg',
      'data-id': 'c1',
      width: -4,
      height: 2.5,
      priority: 'urgent',
      srcset: '/i/large.jpg 2x',
      onclick: 'steal()',
    });
    expect(errors(html)).toEqual([
      'Image "width" requires a positive integer, but received a negative value',
      'Image "height" requires a positive integer, but received a non-integer value',
      'Image "alt" is required',
      'Image "priority" is invalid, accepted values are "high", "low", or null',
      'Image "srcset" can only be used when loader="raw"',
      'Image "sizes" is required when loader="sqs"',
      'Image "onclick" is an event handler attribute, which is never rendered',
    ]);
    expect(imageOf(html)).toBe(`<img src="/i/chair.jpg" srcset="${RENDITIONS}" loading="lazy" decoding="async" data-id="c1" />`);
  });
});

describe('passthrough attributes', () => {
  it('are written after the tag’s own, in the order given', () => {
    const html = renderImageTag({ ...VALID, id: 'hero', title: 'Chair', 'data-index': 3, 'aria-hidden': true, 'data-zoom': false });
    expect(imageOf(html)).toMatch(/ decoding="async" id="hero" title="Chair" data-index="3" aria-hidden="true" data-zoom="false" \/>$/);
    expect(errors(html)).toEqual([]);
  });

  it('leave out undefined and null values, and write an empty string as a bare switch', () => {
    const html = renderImageTag({ ...VALID, id: undefined, title: null, hidden: '' });
    expect(imageOf(html)).toMatch(/ decoding="async" hidden="" \/>$/);
  });

  it.each(['onclick', 'onError', 'ONLOAD', 'onloadingcomplete', 'on'])('never write the event handler %s', (name) => {
    const html = renderImageTag({ ...VALID, [name]: 'alert(1)' });
    expect(errors(html)).toEqual([`Image "${name}" is an event handler attribute, which is never rendered`]);
    expect(imageOf(html)).toBe(imageOf(renderImageTag(VALID)));
  });

  it('never write a handler given as a function either', () => {
    const html = renderImageTag({ ...VALID, onload: () => undefined });
    expect(errors(html)).toEqual(['Image "onload" is an event handler attribute, which is never rendered']);
  });

  it.each(['Loading', 'fetchPriority', 'decoding', 'SRC', 'Width', 'srcSet', 'Class'])(
    'cannot override %s, which the tag writes itself',
    (name) => {
      const html = renderImageTag({ ...VALID, [name]: 'eager' });
      expect(errors(html)).toEqual([`Image "${name}" is written by the image tag itself and cannot be passed through`]);
      expect(imageOf(html)).toBe(imageOf(renderImageTag(VALID)));
    },
  );

  it.each(['data x', 'x"y', 'a>b', '1st', 'data-<b>', '-->'])('refuse the name %j and show it escaped', (name) => {
    const html = renderImageTag({ ...VALID, [name]: 'v' });
    const shown = name.replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    expect(errors(html)).toEqual([`Image "${shown}" is not a valid attribute name`]);
    expect(imageOf(html)).toBe(imageOf(renderImageTag(VALID)));
  });

  it('refuse values that have no text', () => {
    const html = renderImageTag({ ...VALID, 'data-config': { zoom: true } });
    expect(errors(html)).toEqual(['Image "data-config" requires a string, number or boolean value']);
    expect(imageOf(html)).not.toContain('data-config');
  });
});

describe('onLoadingComplete', () => {
  it('is accepted and ignored: a server-rendered tag has nothing to call it', () => {
    expect(renderImageTag({ ...VALID, onLoadingComplete: () => undefined })).toBe(renderImageTag(VALID));
  });
});

describe('values with markup in them', () => {
  it('are escaped in every attribute', () => {
    const html = renderImageTag({
      ...VALID,
      src: '/i/"a".jpg',
      alt: 'Tom & Jerry <3',
      class: '" onerror="x',
      sizes: '"><script>',
      'data-note': '"><img src=x onerror=alert(1)>',
    });
    expect(attribute(html, 'src')).toBe('/i/&quot;a&quot;.jpg');
    expect(attribute(html, 'alt')).toBe('Tom &amp; Jerry &lt;3');
    expect(attribute(html, 'class')).toBe('&quot; onerror=&quot;x');
    expect(attribute(html, 'sizes')).toBe('&quot;&gt;&lt;script&gt;');
    expect(attribute(html, 'data-note')).toBe('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(html.match(/</g)).toHaveLength(1);
  });
});
