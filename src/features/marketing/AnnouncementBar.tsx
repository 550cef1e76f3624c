/**
 * Rotating announcement messages (widget `announcement-bar`). Liquid renders the first message and
 * the controls (previous, next, pause), element for element as this renders them, so nothing moves
 * when it takes over; it wakes on input (a press on a control is replayed here) or shortly before
 * the first change is due, so loading a page costs no React for it. Under reduced motion the bar
 * holds still until the shopper presses play.
 */
import { memo, useCallback, useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import type { AnnouncementBarProps } from './announcement-props';
import { ControlIcon } from '../../components/icons';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { sanitizeInlineHtml } from '../../lib/inline-html';
import { isScrollLocked, subscribeScrollLock } from '../../lib/scroll-lock';

export const FADE_MS = 350;

/** True inside Shopify's theme editor, where blocks carry the editor's markers. */
function designMode(): boolean {
  return (window as { Shopify?: { designMode?: boolean } }).Shopify?.designMode === true;
}

export { schema } from './announcement-props';

type Message = AnnouncementBarProps['messages'][number];

/**
 * A message's one or two lines: merchant HTML from the theme editor, kept to inline rich text,
 * every tag closed. Memoised: the bar re-renders on hover, focus and every lock of the page's
 * scroll (in the commit that opens a drawer or overlay), and a message never changes.
 */
const MessageText = memo(function MessageText({ message }: { message: Message }) {
  return (
    <>
      {message.message !== '' && <p className="announcement-bar__text" dangerouslySetInnerHTML={{ __html: sanitizeInlineHtml(message.message) }} />}
      {message.message_2 !== '' && (
        <p className="announcement-bar__text announcement-bar__text--secondary" dangerouslySetInnerHTML={{ __html: sanitizeInlineHtml(message.message_2) }} />
      )}
    </>
  );
});

export default function AnnouncementBar({ messages, intervalMs, label, labels }: AnnouncementBarProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The shopper's pause button: null until pressed, so reduced motion decides the default.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [editorBlock, setEditorBlock] = useState<string | null>(null);
  // Announce changes only when the shopper caused them; automatic rotation stays silent.
  const [announce, setAnnounce] = useState(false);
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const count = messages.length;
  const canRotate = count > 1;
  // Nobody reads the bar while a drawer, modal or overlay covers the page: it holds still.
  const covered = useSyncExternalStore(subscribeScrollLock, isScrollLocked, () => false);
  const paused = userPaused ?? reducedMotion;
  const autoRotate = canRotate && !paused && !hovered && !focused && !covered && editorBlock === null;

  const goTo = useCallback(
    (next: (current: number) => number) => {
      clearTimeout(fadeTimer.current);
      if (reducedMotion) {
        setIndex((current) => next(current));
        return;
      }
      setFading(true);
      fadeTimer.current = setTimeout(() => {
        setIndex((current) => next(current));
        setFading(false);
      }, FADE_MS);
    },
    [reducedMotion],
  );

  useEffect(() => () => clearTimeout(fadeTimer.current), []);

  // Theme editor: selecting a message block shows it and holds rotation until deselected.
  const blockIds = messages.map((m) => m.block_id).join('\n');
  useEffect(() => {
    const onSelect = (event: Event) => {
      const blockId = (event as CustomEvent<{ blockId?: string }>).detail?.blockId;
      const at = blockId ? blockIds.split('\n').indexOf(blockId) : -1;
      if (at < 0) return;
      setEditorBlock(blockId!);
      setIndex(at);
      setFading(false);
    };
    const onDeselect = () => setEditorBlock(null);
    document.addEventListener('shopify:block:select', onSelect);
    document.addEventListener('shopify:block:deselect', onDeselect);
    return () => {
      document.removeEventListener('shopify:block:select', onSelect);
      document.removeEventListener('shopify:block:deselect', onDeselect);
    };
  }, [blockIds]);

  // The first change is due `intervalMs` into the page's life, even though the island wakes only
  // shortly before then (data-wake-after); after a pause, and from then on, every `intervalMs`.
  const rotationStarted = useRef(false);
  useEffect(() => {
    if (!autoRotate) return;
    const firstDelay = rotationStarted.current ? intervalMs : Math.max(0, intervalMs - performance.now());
    rotationStarted.current = true;
    let timer = setTimeout(function rotate() {
      goTo((current) => (current + 1) % count);
      timer = setTimeout(rotate, intervalMs);
    }, firstDelay);
    return () => clearTimeout(timer);
  }, [autoRotate, count, intervalMs, goTo]);

  if (count === 0) return null;
  const current = messages[Math.min(index, count - 1)]!;

  const step = (delta: number) => {
    setAnnounce(true);
    goTo((value) => (value + delta + count) % count);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className={`announcement-bar${canRotate ? ' announcement-bar--rotating' : ''}`}
      aria-label={label}
      aria-roledescription={canRotate ? labels.carousel : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {canRotate && (
        <button type="button" className="announcement-bar__control announcement-bar__previous" aria-label={labels.previous} onClick={() => step(-1)}>
          <ControlIcon name="chevron-left" />
        </button>
      )}
      <div className="announcement-bar__messages" aria-live={announce ? 'polite' : 'off'} aria-atomic="true">
        <div
          className={`announcement-bar__message${fading ? ' is-fading' : ''}`}
          data-index={index}
          data-shopify-editor-block={designMode() && current.block_id ? JSON.stringify({ id: current.block_id, type: 'message' }) : undefined}
          style={{ opacity: fading ? 0 : 1, transition: reducedMotion ? undefined : `opacity ${FADE_MS}ms ease` }}
        >
          <MessageText message={current} />
        </div>
        {/* Every message, unseen, in the same grid cell: the bar is as tall as its tallest message, so a change never moves the page. */}
        {canRotate &&
          messages.map((message, at) => (
            <div key={at} className="announcement-bar__sizer" aria-hidden="true">
              <MessageText message={message} />
            </div>
          ))}
      </div>
      {canRotate && (
        <button type="button" className="announcement-bar__control announcement-bar__next" aria-label={labels.next} onClick={() => step(1)}>
          <ControlIcon name="chevron-right" />
        </button>
      )}
      {canRotate && (
        <button
          type="button"
          className="announcement-bar__control announcement-bar__pause"
          aria-label={paused ? labels.play : labels.pause}
          onClick={() => {
            // Played by the shopper (late, or under reduced motion): the next change is a whole interval away.
            rotationStarted.current = true;
            setUserPaused(!paused);
          }}
        >
          <ControlIcon name={paused ? 'play' : 'pause'} />
        </button>
      )}
    </section>
  );
}
