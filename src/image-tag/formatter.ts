/**
 * The image tag as a site formatter the engine can register beside its own families:
 * `{image|image-tag priority:high sizes:(max-width: 640px) 100vw, 50vw loader:sqs}`.
 */
import { altText } from '../engine/plugins/content';
import type { Formatter, FormatterTable, PluginContext } from '../engine/plugins/types';
import { renderImageTag } from './render-image-tag';

const OPTION_NAMES = ['priority', 'sizes', 'loader'] as const;
type OptionName = (typeof OPTION_NAMES)[number];
type Options = Partial<Record<OptionName, string>>;
/** An argument that starts an option: its name, then `:`. */
const OPTION_START = /^([A-Za-z][A-Za-z0-9-]*):/;

function isOptionName(name: string): name is OptionName {
  return (OPTION_NAMES as readonly string[]).includes(name);
}

/**
 * The `name:value` arguments. A value runs to the next `name:` argument: a tag's arguments are
 * split on its delimiter, a space as a rule, and a `sizes` list has spaces of its own, so the
 * pieces are joined again with one space each (which gives back the written text exactly when
 * the delimiter was a space). Unknown names and stray words are recorded as the tag's errors.
 */
function readOptions(args: readonly string[], ctx: PluginContext): Options {
  const values = new Map<string, string>();
  let current: string | undefined;
  for (const arg of args) {
    const name = OPTION_START.exec(arg)?.[1];
    if (name !== undefined) {
      current = name;
      values.set(name, arg.slice(name.length + 1));
    } else if (current !== undefined) {
      values.set(current, `${values.get(current) ?? ''} ${arg}`);
    } else if (arg !== '') {
      ctx.error(`image-tag: argument "${arg}" is not a name:value option`);
    }
  }
  const options: Options = {};
  for (const [name, value] of values) {
    if (isOptionName(name)) options[name] = value;
    else ctx.error(`image-tag: unknown argument "${name}"`);
  }
  return options;
}

/** An own member of a JSON object; anything else is missing. */
function member(node: unknown, key: string): unknown {
  return typeof node === 'object' && node !== null && Object.hasOwn(node, key)
    ? (node as Readonly<Record<string, unknown>>)[key]
    : undefined;
}

/** Both sides of `"<width>x<height>"` as written, for the tag to check; missing when not two parts. */
function sides(originalSize: unknown): readonly [string | undefined, string | undefined] {
  const parts = typeof originalSize === 'string' ? originalSize.split('x') : [];
  return parts.length === 2 ? [parts[0], parts[1]] : [undefined, undefined];
}

/**
 * `{image|image-tag [priority:…] [sizes:…] [loader:…]}` over an image node: `src` from
 * `assetUrl`, width and height from `originalSize`, alt text as the content family's `image`
 * formatter finds it (the typed alt text in an image block; else title, body, filename).
 * `priority:null` is the same as no priority.
 */
const imageTag: Formatter = (args, vars, ctx) => {
  const first = vars[0];
  if (first === undefined) return;
  const image = first.value;
  const assetUrl = member(image, 'assetUrl');
  const [width, height] = sides(member(image, 'originalSize'));
  const { priority, sizes, loader } = readOptions(args, ctx);
  first.set(
    renderImageTag({
      src: typeof assetUrl === 'string' ? assetUrl : undefined,
      width,
      height,
      alt: altText(image, ctx),
      priority: priority === 'null' ? null : priority,
      sizes,
      loader,
    }),
  );
};

export const IMAGE_TAG_FORMATTERS: FormatterTable = { 'image-tag': imageTag };
