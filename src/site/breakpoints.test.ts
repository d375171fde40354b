import { describe, expect, it } from 'vitest';
import { DESKTOP_MEDIA, MOBILE_MAX_WIDTH_PX, MOBILE_MEDIA, resolveCustomMedia } from './index';

describe('the breakpoints', () => {
  it("are the spec's: mobile up to 432 px wide, desktop from 433 px", () => {
    expect(MOBILE_MAX_WIDTH_PX).toBe(432);
    expect([MOBILE_MEDIA, DESKTOP_MEDIA]).toEqual(['(width<=432px)', '(width>432px)']);
  });
});

describe('resolveCustomMedia', () => {
  it("writes the breakpoints' queries where a stylesheet names them as custom media", () => {
    expect(resolveCustomMedia('@media (--mobile) { a { b: c } }\n@media ( --desktop ) and (hover: hover) { d { e: f } }')).toBe(
      '@media (width<=432px) { a { b: c } }\n@media (width>432px) and (hover: hover) { d { e: f } }',
    );
  });

  it('leaves other custom media, and everything else, as written', () => {
    const css = '@media (--tablet) { a { --mobile: 1 } }\n.x { width: var(--mobile) }';
    expect(resolveCustomMedia(css)).toBe(css);
  });
});
