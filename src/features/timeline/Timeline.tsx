/**
 * Timeline of steps (widget `timeline`): hovering or focusing a step makes it active, and the
 * marker moves to it and grows (0.5 × (index + 2)). Liquid renders the same list with the first
 * step active, so nothing moves when this mounts; in the theme editor a selected step is active.
 */
import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { editorBlockAttribute, useEditorSelection } from '../../lib/editor-selection';
import { markerTransform, type Point } from './timeline-math';
import type { TimelineProps, TimelineStep } from './timeline-props';

export { schema } from './timeline-props';

/** The steps' top-left corners within the list, re-read whenever the list changes size. */
function useStepCorners(list: RefObject<HTMLOListElement | null>, count: number): Point[] {
  const [corners, setCorners] = useState<Point[]>([]);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      const steps = Array.from(element.children) as HTMLElement[];
      setCorners(steps.map((step) => ({ x: step.offsetLeft, y: step.offsetTop })));
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list, count]);
  return corners;
}

function Step({ step, index, active, onActivate }: { step: TimelineStep; index: number; active: boolean; onActivate: (index: number) => void }) {
  const style = { '--step-width': step.width, ...(step.background ? { '--step-bg': step.background } : {}) } as CSSProperties;
  return (
    <li
      className={`timeline__step${active ? ' is-active' : ''}`}
      style={style}
      tabIndex={0}
      aria-current={active ? 'step' : undefined}
      data-step-index={index}
      data-shopify-editor-block={editorBlockAttribute(step.id, 'step')}
      onMouseEnter={() => onActivate(index)}
      onFocus={() => onActivate(index)}
    >
      <div className="timeline__card">
        {step.image && (
          <img
            className="timeline__image"
            src={step.image.src}
            srcSet={step.image.srcset}
            sizes="(min-width: 768px) 25vw, 80vw"
            alt={step.image.alt}
            width={step.image.width}
            height={step.image.height}
            loading="lazy"
          />
        )}
        <h3 className="timeline__heading">{step.heading}</h3>
        {step.description !== '' && <div className="timeline__description rte" dangerouslySetInnerHTML={{ __html: step.description }} />}
      </div>
    </li>
  );
}

export default function Timeline({ sectionId, label, steps }: TimelineProps) {
  const [active, setActive] = useState(0);
  const list = useRef<HTMLOListElement>(null);
  const corners = useStepCorners(list, steps.length);
  const activate = useCallback((index: number) => setActive(index), []);

  useEditorSelection({
    sectionId,
    blockIds: steps.map((step) => step.id),
    onSelect: (blockId) => {
      const at = steps.findIndex((step) => step.id === blockId);
      if (at >= 0) setActive(at);
    },
  });

  if (steps.length === 0) return null;
  return (
    <div className="timeline__body">
      <ol className="timeline__steps" role="list" aria-label={label} ref={list}>
        {steps.map((step, index) => (
          <Step key={step.id || index} step={step} index={index} active={index === active} onActivate={activate} />
        ))}
      </ol>
      <span className="timeline__marker" aria-hidden="true" data-timeline-marker style={{ transform: markerTransform(corners, active) }} />
    </div>
  );
}
