/**
 * Video and audio placeholders: markup the front end's players pick up and replace. The embed
 * HTML travels escaped in `data-html`; the other values are written as the platform stores them.
 */
import { escapeAttribute } from '../html';
import type { Formatter } from '../types';
import { focalPoint } from './image';
import { COLOR_REGIONS, averageColor } from './image-color';
import { asText, getChild, getPath, isTruthy, toOutput } from '../../values';

/** The overlay's thumbnail, with the image's measured colours when asked for. */
function thumbnail(video: unknown, withColors: boolean): string {
  let image =
    `<img data-load="false" data-src="${asText(getChild(video, 'assetUrl'))}" ` +
    `data-image-dimensions="${asText(getChild(video, 'originalSize'))}" ` +
    `data-image-focal-point="${focalPoint(video)}"`;
  const colorData = getChild(video, 'colorData');
  if (withColors && isTruthy(colorData)) {
    for (const region of COLOR_REGIONS) {
      image += ` data-color-${region.toLowerCase()}="#${averageColor(colorData, region)}"`;
    }
  }
  return `${image} />`;
}

/**
 * `{video|video [load-false] [color-data]}`: the video wrapper holding the oEmbed HTML, and when
 * `overlay` is set, a play overlay with the video's thumbnail (or a `no-thumb` overlay when it has
 * no main image). `load-false` marks the wrapper for deferred loading; `color-data` adds the
 * thumbnail's region colours.
 */
const video: Formatter = (args, vars) => {
  const first = vars[0];
  if (first === undefined) return;
  const node = first.value;
  const oembed = getChild(node, 'oembed');
  let html =
    `<div class="sqs-video-wrapper"${args.includes('load-false') ? '  data-load="false"' : ''} ` +
    `data-html="${escapeAttribute(asText(getChild(oembed, 'html')))}" ` +
    `data-provider-name="${asText(getChild(oembed, 'providerName'))}">`;
  if (isTruthy(getChild(node, 'overlay'))) {
    const hasThumbnail = isTruthy(getChild(node, 'mainImageId')) || isTruthy(getChild(node, 'systemDataId'));
    html += `<div class="sqs-video-overlay${hasThumbnail ? '' : ' no-thumb'}" style="opacity: 0;">`;
    if (hasThumbnail) html += thumbnail(node, args.includes('color-data'));
    html += '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>';
  }
  first.set(`${html}</div>`);
};

/** `{item|audio-player}`: loads the audio player module and leaves its mount point for the item. */
const audioPlayer: Formatter = (_args, vars) => {
  const first = vars[0];
  if (first === undefined) return;
  const item = first.value;
  const id = toOutput(getChild(item, 'id'));
  const assetUrl = toOutput(getPath(item, ['structuredContent', 'audioAssetUrl']));
  first.set(
    "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
      `<div class="squarespace-audio-player" data-audio-asset-url="${assetUrl}" ` +
      `data-item-id="${id}" id="audio-player-${id}"></div>`,
  );
};

export const MEDIA_FORMATTERS = {
  video,
  'audio-player': audioPlayer,
} as const satisfies Record<string, Formatter>;
