/**
 * The carousel and announcement controls' icons and the overlays' close cross, drawn as
 * snippets/icon.liquid draws them (chevron-left, chevron-right, pause, play, close), so server
 * markup and widgets show the same SVG. Decorative: the button around an icon carries the accessible name.
 */
import type { ReactNode } from 'react';

export type ControlIconName = 'chevron-left' | 'chevron-right' | 'pause' | 'play';

const STROKED = { fill: 'none', stroke: 'currentColor', strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const SHAPES: Record<ControlIconName, { paint: 'stroke' | 'fill'; shape: ReactNode }> = {
  'chevron-left': { paint: 'stroke', shape: <path d="m15 5-7 7 7 7" /> },
  'chevron-right': { paint: 'stroke', shape: <path d="m9 5 7 7-7 7" /> },
  pause: {
    paint: 'fill',
    shape: (
      <>
        <rect x="6" y="5" width="4" height="14" rx="1" />
        <rect x="14" y="5" width="4" height="14" rx="1" />
      </>
    ),
  },
  play: { paint: 'fill', shape: <path d="M7 4.5v15L19.5 12z" /> },
};

export function ControlIcon({ name }: { name: ControlIconName }) {
  const { paint, shape } = SHAPES[name];
  return (
    <svg
      className="icon icon--control"
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      {...(paint === 'stroke' ? STROKED : { fill: 'currentColor' })}
    >
      {shape}
    </svg>
  );
}

/** The cross on an overlay's close button (mobile menu, search overlay). */
export function CloseIcon() {
  return (
    <svg
      className="icon icon--close"
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="m6 6 12 12M18 6 6 18" />
    </svg>
  );
}
