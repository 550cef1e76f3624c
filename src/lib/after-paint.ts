/** Runs a callback in a task after the next frame has been painted (style and layout then clean). */

/**
 * `callback` in the first task after the next frame: a frame callback runs before that frame's
 * style, layout and paint, and a timer it sets runs once they are done. Returns a cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (!cancelled) callback();
    }, 0);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
