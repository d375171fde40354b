import { describe, expect, it } from 'vitest';
import { render } from '../../test/engine/render';
import { IMAGE_TAG_FORMATTERS } from './index';

const CHAIR = { assetUrl: '/i/chair.jpg', originalSize: '1500x983', title: 'A green chair', filename: 'chair.jpg' };
const RENDITIONS =
  '/i/chair.jpg?format=100w 100w,/i/chair.jpg?format=300w 300w,/i/chair.jpg?format=500w 500w,' +
  '/i/chair.jpg?format=750w 750w,/i/chair.jpg?format=1000w 1000w,/i/chair.jpg?format=1500w 1500w,' +
  '/i/chair.jpg?format=2500w 2500w';

interface Where {
  /** The page JSON around the image. */
  readonly root?: Readonly<Record<string, unknown>>;
}

/** `{image|image-tag args}` rendered by an engine with the formatter registered, errors without their position. */
function imageTag(image: unknown, args = '', { root = {} }: Where = {}) {
  const tag = args === '' ? '{image|image-tag}' : `{image|image-tag ${args}}`;
  const { output, errors } = render(tag, { ...root, image }, {}, { formatters: IMAGE_TAG_FORMATTERS });
  return { output, errors: errors.map((error) => error.replace(/^\d+:\d+ /, '')) };
}

describe('{image|image-tag}', () => {
  it('renders the image node with its renditions, size and alt text', () => {
    expect(imageTag(CHAIR, 'sizes:100vw')).toEqual({
      output:
        `<img src="/i/chair.jpg" srcset="${RENDITIONS}" sizes="100vw" width="1500" height="983" ` +
        'alt="A green chair" loading="lazy" decoding="async" />',
      errors: [],
    });
  });

  it('reports the missing sizes of the default loader as a comment in the page', () => {
    expect(imageTag(CHAIR).output).toMatch(/^<!-- \[error\] Image "sizes" is required when loader="sqs" --><img /);
  });

  it.each([
    ['priority:high', ' loading="eager" fetchpriority="high" decoding="async" />'],
    ['priority:low', ' loading="lazy" fetchpriority="low" decoding="async" />'],
    ['priority:null', ' loading="lazy" decoding="async" />'],
  ])('%s sets loading and fetch priority', (priority, tail) => {
    const { output } = imageTag(CHAIR, `${priority} sizes:100vw`);
    expect(output.startsWith('<img ')).toBe(true);
    expect(output.endsWith(tail)).toBe(true);
  });

  it('reports a priority it does not know', () => {
    expect(imageTag(CHAIR, 'sizes:100vw priority:urgent').output).toMatch(
      /^<!-- \[error\] Image "priority" is invalid, accepted values are "high", "low", or null --><img .* loading="lazy" decoding="async" \/>$/,
    );
  });

  it('joins a sizes list the space delimiter split back together', () => {
    const { output, errors } = imageTag(CHAIR, 'priority:high sizes:(max-width: 640px) 100vw, 50vw loader:sqs');
    expect(output).toContain(' sizes="(max-width: 640px) 100vw, 50vw" ');
    expect(output).toContain(' fetchpriority="high" ');
    expect(errors).toEqual([]);
  });

  it('writes the asset URL alone with loader:raw', () => {
    expect(imageTag(CHAIR, 'loader:raw').output).toBe(
      '<img src="/i/chair.jpg" width="1500" height="983" alt="A green chair" loading="lazy" decoding="async" />',
    );
  });

  it('reports a loader it does not know', () => {
    expect(imageTag(CHAIR, 'loader:cdn').output).toMatch(/^<!-- \[error\] Image "loader" received unknown loader type --><img /);
  });
});

describe('alt text', () => {
  const alt = (image: object, options: Where = {}) => /alt="([^"]*)"/.exec(imageTag(image, 'sizes:100vw', options).output)?.[1];

  it('falls back from the title to the body without tags, then to the filename, as the image formatter does', () => {
    expect(alt(CHAIR)).toBe('A green chair');
    expect(alt({ ...CHAIR, title: '', body: '<p>Oak & <b>linen</b></p>' })).toBe(' Oak &amp;  linen  ');
    expect(alt({ ...CHAIR, title: '' })).toBe('chair.jpg');
    expect(alt({ assetUrl: '/i/chair.jpg', originalSize: '1x1' })).toBe('');
  });

  it('is the typed alt text inside an image block, even empty', () => {
    expect(alt({ ...CHAIR, altText: 'Typed' }, { root: { blockType: 5 } })).toBe('Typed');
    expect(alt(CHAIR, { root: { blockType: 5 } })).toBe('');
  });
});

describe('an image node the tag cannot use', () => {
  it.each([
    ['missing', undefined],
    ['not an object', 'chair.jpg'],
    ['without an asset URL', { originalSize: '1500x983' }],
  ])('when %s renders only the missing src', (_case, image) => {
    expect(imageTag(image, 'sizes:100vw')).toMatchObject({ output: '<!-- [error] Image "src" is required -->', errors: [] });
  });

  it.each(['1500', '1500x983x2', '', undefined])('with the size %j reports width and height as required', (originalSize) => {
    expect(imageTag({ ...CHAIR, originalSize }, 'sizes:100vw').output).toMatch(
      /^<!-- \[error\] Image "width" is required --><!-- \[error\] Image "height" is required --><img src="\/i\/chair.jpg" srcset="[^"]+" sizes="100vw" alt=/,
    );
  });

  it('checks each side of the size', () => {
    expect(imageTag({ ...CHAIR, originalSize: '1500.5x-983' }, 'sizes:100vw').output).toMatch(
      new RegExp(
        '^<!-- \\[error\\] Image "width" requires a positive integer, but received a non-integer value -->' +
          '<!-- \\[error\\] Image "height" requires a positive integer, but received a negative value --><img ',
      ),
    );
  });
});

describe('arguments the tag does not know', () => {
  it('are recorded as the tag’s errors, and the image is rendered from the rest', () => {
    const { output, errors } = imageTag(CHAIR, 'eager prority:high sizes:100vw');
    expect(errors).toEqual(['image-tag: argument "eager" is not a name:value option', 'image-tag: unknown argument "prority"']);
    expect(output).toBe(imageTag(CHAIR, 'sizes:100vw').output);
  });
});
