// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderImageTag, type ImageTagProps } from './index';

/** Characters and sequences that matter to markup, mixed with plain ones. */
const MARKUP_TEXT = fc.string({
  unit: fc.constantFrom(
    ...['"', "'", '<', '>', '&', '=', '/', ' ', '\t', '-', '!', '`', '-->', '--!>', '<!--', '&quot;', '"><img'],
    ...['a', 'o', 'n', 'O', 'N', 'x', '1', 'é'],
  ),
});
/** Any text at all, lone surrogates, NUL and line breaks included. */
const ANY_TEXT = fc.oneof(MARKUP_TEXT, fc.string({ unit: 'binary' }));
/** Text an HTML parser gives back unchanged (it turns NUL into U+FFFD and CR into LF). */
const PARSEABLE_TEXT = fc.oneof(MARKUP_TEXT, fc.string({ unit: 'grapheme' })).map((text) => text.replace(/[\0\r]/g, ''));
const NAME = fc.oneof(
  fc.constantFrom('onclick', 'onError', 'ONLOAD', 'onLoadingComplete', 'data-id', 'aria-label', 'id', 'title', 'Loading', 'src'),
  MARKUP_TEXT,
);
const VALUE = fc.oneof(ANY_TEXT, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined));

/** Props of any shape: every known prop drawn from any text, plus any passthrough names. */
const ANY_PROPS: fc.Arbitrary<ImageTagProps> = fc
  .tuple(
    fc.record(
      {
        src: ANY_TEXT,
        width: fc.oneof(ANY_TEXT, fc.integer()),
        height: fc.oneof(ANY_TEXT, fc.integer()),
        alt: ANY_TEXT,
        class: ANY_TEXT,
        style: ANY_TEXT,
        priority: fc.oneof(fc.constantFrom('high', 'low', null), ANY_TEXT),
        sizes: ANY_TEXT,
        loader: fc.oneof(fc.constantFrom('sqs', 'raw'), ANY_TEXT),
        srcset: ANY_TEXT,
      },
      { requiredKeys: [] },
    ),
    fc.dictionary(NAME, VALUE),
  )
  .map(([known, passthrough]) => ({ ...passthrough, ...known }));

/**
 * The whole grammar of the output: error comments whose text holds no `<` or `>`, then at most one
 * `<img … />` whose attributes are each `name="value"` with no `"`, `<` or `>` inside the value.
 */
const OUTPUT = /^(?:<!-- \[error\] Image "[^<>"]*" [^<>]* -->)*(?:<img(?: [A-Za-z][A-Za-z0-9_.:-]*="[^"<>]*")* \/>)?$/;

function parse(html: string): { nodes: ChildNode[]; images: Element[] } {
  const template = document.createElement('template');
  template.innerHTML = html;
  return { nodes: [...template.content.childNodes], images: [...template.content.querySelectorAll('*')] };
}

describe('escaping', () => {
  it('keeps every value inside its quotes and every comment closed, whatever the props', () => {
    fc.assert(
      fc.property(ANY_PROPS, (props) => {
        expect(renderImageTag(props)).toMatch(OUTPUT);
      }),
    );
  });

  it('never writes an event handler attribute', () => {
    fc.assert(
      fc.property(ANY_PROPS, (props) => {
        const { nodes, images } = parse(renderImageTag(props));
        expect(images.length).toBeLessThanOrEqual(1);
        expect(nodes.every((node) => node.nodeType === Node.COMMENT_NODE || node.nodeName === 'IMG')).toBe(true);
        for (const image of images) expect(image.getAttributeNames().filter((name) => /^on/i.test(name))).toEqual([]);
      }),
    );
  });

  it('gives the browser back exactly the text of each prop', () => {
    fc.assert(
      fc.property(
        fc.record({
          src: PARSEABLE_TEXT.filter((text) => text !== ''),
          alt: PARSEABLE_TEXT,
          class: PARSEABLE_TEXT,
          style: PARSEABLE_TEXT,
          sizes: PARSEABLE_TEXT,
          srcset: PARSEABLE_TEXT,
          title: PARSEABLE_TEXT,
          'data-caption': PARSEABLE_TEXT,
        }),
        (props) => {
          const { images } = parse(renderImageTag({ ...props, loader: 'raw', width: 10, height: 10 }));
          const image = images[0];
          expect(image?.getAttribute('src')).toBe(props.src);
          expect(image?.getAttribute('alt')).toBe(props.alt);
          expect(image?.getAttribute('class')).toBe(props.class === '' ? null : props.class);
          expect(image?.getAttribute('style')).toBe(props.style === '' ? null : props.style);
          expect(image?.getAttribute('sizes')).toBe(props.sizes === '' ? null : props.sizes);
          expect(image?.getAttribute('srcset')).toBe(props.srcset === '' ? null : props.srcset);
          expect(image?.getAttribute('title')).toBe(props.title);
          expect(image?.getAttribute('data-caption')).toBe(props['data-caption']);
        },
      ),
    );
  });

  it('keeps the author’s attribute names inside their comments', () => {
    fc.assert(
      fc.property(fc.dictionary(MARKUP_TEXT, fc.string()), (passthrough) => {
        const html = renderImageTag({ ...passthrough, src: '/i/a.jpg', width: 1, height: 1, alt: '', sizes: '1px' });
        const written = html.split('<!-- [error] ').length - 1;
        expect(parse(html).nodes.map((node) => node.nodeName)).toEqual([...Array<string>(written).fill('#comment'), 'IMG']);
      }),
    );
  });
});
