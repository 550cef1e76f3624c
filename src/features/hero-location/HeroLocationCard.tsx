/**
 * Hero location card (widget `hero-location`): rotates to the next location every interval when
 * auto-rotate is on and there is more than one (spec §4), with a 350 ms cross-fade; it pauses on
 * hover and focus, under reduced motion (until the shopper presses play), and while the theme
 * editor has a location selected (which it shows). Liquid renders the same slides, the first one
 * showing, stacked in one grid cell so the box never changes size (hidden ones are
 * `visibility: hidden`, out of reach of focus and screen readers).
 */
import { useEffect, useState, type CSSProperties, type FocusEvent } from 'react';
import { ControlIcon } from '../../components/icons';
import { editorBlockAttribute, useEditorSelection } from '../../lib/editor-selection';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import type { HeroLocation, HeroLocationProps } from './hero-location-props';
import { FADE_MS, isPausedByChoice, isRotating, nextIndex, rotationCanRun } from './rotation';

export { schema } from './hero-location-props';

function Slide({ location, active }: { location: HeroLocation; active: boolean }) {
  const style = location.textColor ? ({ '--location-fg': location.textColor } as CSSProperties) : undefined;
  return (
    <div
      className={`hero-location__slide${active ? ' is-active' : ''}`}
      style={style}
      data-shopify-editor-block={editorBlockAttribute(location.id, 'location')}
    >
      {location.image && (
        <img
          className="hero-location__image"
          src={location.image.src}
          srcSet={location.image.srcset}
          sizes="100vw"
          alt={location.image.alt}
          width={location.image.width}
          height={location.image.height}
          loading="lazy"
        />
      )}
      <div className="hero-location__card">
        {location.subheading !== '' && <p className="hero-location__subheading">{location.subheading}</p>}
        <h3 className="hero-location__heading">{location.heading}</h3>
        {location.description !== '' && <div className="hero-location__description rte" dangerouslySetInnerHTML={{ __html: location.description }} />}
      </div>
    </div>
  );
}

export default function HeroLocationCard({ sectionId, autoRotate, intervalMs, label, labels, locations }: HeroLocationProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [editorSelected, setEditorSelected] = useState(false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  // Announce a change only when the shopper chose it; automatic rotation stays silent.
  const [announce, setAnnounce] = useState(false);

  const count = locations.length;
  const state = { autoRotate, count, reducedMotion, hovered, focused, editorSelected, userPaused };
  const rotating = isRotating(state);

  // A timeout per shown location: a location the shopper picks gets its full interval too.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((current) => nextIndex(current, count)), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, count, intervalMs]);

  useEditorSelection({
    sectionId,
    blockIds: locations.map((l) => l.id),
    onSelect: (blockId) => {
      const at = locations.findIndex((l) => l.id === blockId);
      if (at < 0) return;
      setIndex(at);
      setEditorSelected(true);
    },
    onBlockDeselect: () => setEditorSelected(false),
    onDeselect: () => setEditorSelected(false),
  });

  if (count === 0) return null;
  const shown = Math.min(index, count - 1);
  const pausedByChoice = isPausedByChoice(state);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <div
      className="hero-location__frame"
      role="region"
      aria-label={label}
      aria-roledescription={count > 1 ? labels.carousel : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="hero-location__stage" aria-live={announce ? 'polite' : 'off'} style={{ '--location-fade': `${FADE_MS}ms` } as CSSProperties}>
        {locations.map((location, i) => (
          <Slide key={location.id || i} location={location} active={i === shown} />
        ))}
      </div>
      {count > 1 && (
        <div className="hero-location__controls">
          <div className="hero-location__choices" role="group" aria-label={labels.choose}>
            {locations.map((location, i) => (
              <button
                key={location.id || i}
                type="button"
                className="hero-location__choice"
                aria-pressed={i === shown}
                onClick={() => {
                  setAnnounce(true);
                  setIndex(i);
                }}
              >
                {location.heading}
              </button>
            ))}
          </div>
          {rotationCanRun(state) && (
            <button
              type="button"
              className="hero-location__pause"
              aria-label={pausedByChoice ? labels.play : labels.pause}
              data-paused={pausedByChoice ? '' : undefined}
              onClick={() => setUserPaused(!pausedByChoice)}
            >
              <ControlIcon name={pausedByChoice ? 'play' : 'pause'} />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
