/** When the hero location card rotates (spec §4): pure rules, unit-tested; the timer lives in the widget. */

export const DEFAULT_ROTATE_SECONDS = 10;
/** Spec §9: the hero fade. */
export const FADE_MS = 350;

/** The section's interval setting in ms; blank or non-positive falls back to 10 s. */
export function rotationIntervalMs(seconds: number | null | undefined): number {
  return (seconds && seconds > 0 ? seconds : DEFAULT_ROTATE_SECONDS) * 1000;
}

export interface RotationState {
  autoRotate: boolean;
  count: number;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
  /** a location block is selected in the theme editor */
  editorSelected: boolean;
  /** the shopper's pause button: null until pressed, so reduced motion decides the default */
  userPaused: boolean | null;
}

/** Rotation needs auto-rotate and more than one location; it pauses on hover, focus, an editor selection and reduced motion (unless the shopper pressed play). */
export function rotationCanRun({ autoRotate, count }: Pick<RotationState, 'autoRotate' | 'count'>): boolean {
  return autoRotate && count > 1;
}

export function isRotating(state: RotationState): boolean {
  if (!rotationCanRun(state)) return false;
  if (state.hovered || state.focused || state.editorSelected) return false;
  return state.userPaused === null ? !state.reducedMotion : !state.userPaused;
}

/** True when the rotation is off by the shopper's (or reduced motion's) choice, so the button offers to play. */
export function isPausedByChoice(state: Pick<RotationState, 'reducedMotion' | 'userPaused'>): boolean {
  return state.userPaused === null ? state.reducedMotion : state.userPaused;
}

export const nextIndex = (index: number, count: number): number => (count > 0 ? (index + 1) % count : 0);
