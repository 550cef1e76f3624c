/** Runs a callback in a task after the next frame has been painted (style and layout then clean). */

/**
 * `callback` in the first task after the next frame: a frame callback runs before that frame's
 * style, layout and paint, and a timer it sets runs once they are done. Returns a cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
