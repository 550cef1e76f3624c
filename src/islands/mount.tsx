/**
 * The React half of the island runtime. Only imported when the first island mounts, so React
 * stays out of the entry chunk.
 */
import { Component, startTransition, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { WidgetModule } from './registry';

export { checkIslandProps } from './props-schema';

export interface MountRequest {
  name: string;
  container: HTMLElement;
  Widget: WidgetModule['default'];
  /** already checked against the widget's schema */
  props: object;
  /** A shopper is waiting (the island woke on their input): render in one go, not in slices. */
  urgent: boolean;
  /** First successful commit: the widget's markup is in the page. */
  onCommit: () => void;
  /** The widget threw (render, effect or handler-triggered render); it now renders nothing. */
  onFailed: () => void;
}

export interface MountedIsland {
  unmount(): void;
}

interface BoundaryProps {
  onFailed: () => void;
  children: ReactNode;
}

class IslandErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onFailed();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function CommitSignal({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(() => onCommit(), [onCommit]);
  return null;
}

let rootCount = 0;

export function mountIsland({ name, container, Widget, props, urgent, onCommit, onFailed }: MountRequest): MountedIsland {
  let committed = false;
  const commitOnce = () => {
    if (committed) return;
    committed = true;
    onCommit();
  };
  const root = createRoot(container, {
    // Unique per root so useId values never collide between islands.
    identifierPrefix: `${name}-${++rootCount}-`,
    // One log per failure, naming the widget; the boundary keeps the page intact.
    onCaughtError: (error: unknown, info: ErrorInfo) => {
      console.error(`[islands] widget "${name}" failed; keeping its server markup.`, error, info.componentStack ?? '');
    },
  });
  const tree = (
    <IslandErrorBoundary onFailed={onFailed}>
      <Widget {...props} />
      <CommitSignal onCommit={commitOnce} />
    </IslandErrorBoundary>
  );
  // Urgent: rendered and committed in the next task, in one go (the replayed input meets the
  // widget at the commit); its effects (a focus trap's scan of the page …) run in a task of
  // their own, so opening a widget is two short tasks rather than one long one. Otherwise a
  // transition, which React renders in ~5 ms slices; the server markup stays until the commit.
  if (urgent) root.render(tree);
  else startTransition(() => root.render(tree));
  return { unmount: () => root.unmount() };
}
