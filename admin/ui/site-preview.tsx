import { useEffect, useId, useRef, useState } from 'react';

/** Spec 001 §2 device views. The phone is within the mobile breakpoint (up to 432 px); the tablet a common width. */
export const PREVIEW_DEVICES = [
  { id: 'desktop', label: 'Desktop', width: 1280 },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'phone', label: 'Phone', width: 390 },
] as const;

export type PreviewDevice = (typeof PREVIEW_DEVICES)[number]['id'];

export interface SitePreviewProps {
  /** The storefront page shown, a path of this site. */
  readonly path: string;
  /** Changes after each save: the frame loads the page again. */
  readonly version: number;
  /** @default 'desktop' */
  readonly initialDevice?: PreviewDevice;
}

const FRAME_HEIGHT = 720;

/**
 * The storefront in a frame at a device's width, scaled down to fit beside the editor, so the owner
 * sees a change on a phone before shoppers do. The frame keeps the device's width as its viewport,
 * so the page's own breakpoints apply.
 */
export function SitePreview({ path, version, initialDevice = 'desktop' }: SitePreviewProps) {
  const [device, setDevice] = useState<PreviewDevice>(initialDevice);
  const [available, setAvailable] = useState(0);
  const stage = useRef<HTMLDivElement | null>(null);
  const headingId = useId();
  const width = PREVIEW_DEVICES.find(({ id }) => id === device)?.width ?? 1280;

  useEffect(() => {
    const element = stage.current;
    if (element === null) return undefined;
    const measure = () => setAvailable(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const scale = available > 0 ? Math.min(1, available / width) : 1;
  const label = PREVIEW_DEVICES.find(({ id }) => id === device)?.label ?? device;
  return (
    <section className="admin-preview" aria-labelledby={headingId}>
      <div className="admin-preview__bar">
        <h2 id={headingId} className="admin-preview__title">
          Preview
        </h2>
        <div role="group" aria-label="Preview device" className="admin-preview__devices">
          {PREVIEW_DEVICES.map(({ id, label: name }) => (
            <button
              key={id}
              type="button"
              className="admin-button admin-button--small"
              aria-pressed={device === id}
              onClick={() => setDevice(id)}
            >
              {name}
            </button>
          ))}
        </div>
      </div>
      <div ref={stage} className="admin-preview__stage" style={{ height: `${Math.round(FRAME_HEIGHT * scale)}px` }} data-device={device}>
        <iframe
          key={`${version}-${device}`}
          className="admin-preview__frame"
          title={`Site preview, ${label}: ${path}`}
          src={path}
          width={width}
          height={FRAME_HEIGHT}
          style={{ transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
