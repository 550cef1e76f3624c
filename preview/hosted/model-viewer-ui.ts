// The offline stand-in for Shopify's `model-viewer-ui` feature (Shopify.loadFeatures): it defines the
// `<model-viewer>` element (Google's model-viewer, served before this file) and
// `Shopify.ModelViewerUI`, which Shopify documents as `new Shopify.ModelViewerUI(element, options)`
// with `play()`, `pause()`, `zoom(amount)`, `toggleFullscreen()` and `destroy()`. The controls use
// the class names themes style (`.shopify-model-viewer-ui__controls-area`, `__button--control`,
// `__button--poster`): a paused model shows a play button over it; a playing one takes the pointer,
// with zoom and full-screen buttons.

interface ModelViewerElement extends HTMLElement {
  cameraControls: boolean;
  dismissPoster?(): void;
  zoom?(keyPresses: number): void;
}

interface Options {
  /** focus the model when it starts playing (default true) */
  focusOnPlay?: boolean;
}

const UI = 'shopify-model-viewer-ui';
const ICONS = {
  play: '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" class="shopify-model-viewer-ui__poster-control-icon"><path fill="currentColor" d="M8 5v14l11-7z"/></svg>',
  zoomIn:
    '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path fill="currentColor" d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z"/></svg>',
  zoomOut: '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path fill="currentColor" d="M5 11h14v2H5z"/></svg>',
  fullscreen:
    '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path fill="none" stroke="currentColor" stroke-width="2" d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5"/></svg>',
};

function button(modifier: string, label: string, icon: string, onClick: () => void): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = `${UI}__button ${UI}__button--${modifier}`;
  el.setAttribute('aria-label', label);
  el.innerHTML = icon;
  el.addEventListener('click', onClick);
  return el;
}

class ModelViewerUI {
  readonly container: HTMLElement;
  private readonly poster: HTMLButtonElement;
  private readonly controls: HTMLElement;
  private playing = false;

  constructor(
    readonly model: ModelViewerElement,
    private readonly options: Options = {},
  ) {
    if (!model) throw new TypeError('Shopify.ModelViewerUI needs a <model-viewer> element');
    this.container = document.createElement('div');
    this.container.className = `${UI} ${UI}--paused`;
    model.replaceWith(this.container);
    this.poster = button('poster', 'Play 3D model', ICONS.play, () => this.play());
    this.controls = document.createElement('div');
    this.controls.className = `${UI}__controls-area`;
    this.controls.hidden = true;
    this.controls.append(
      button('control', 'Zoom in', ICONS.zoomIn, () => this.zoom(1)),
      button('control', 'Zoom out', ICONS.zoomOut, () => this.zoom(-1)),
      button('control', 'Full screen', ICONS.fullscreen, () => this.toggleFullscreen()),
    );
    this.container.append(model, this.poster, this.controls);
    this.pause();
  }

  /** Lets the shopper turn and zoom the model; its controls show. */
  play(): void {
    this.playing = true;
    this.container.classList.replace(`${UI}--paused`, `${UI}--playing`);
    this.model.cameraControls = true;
    this.model.dismissPoster?.();
    this.poster.hidden = true;
    this.controls.hidden = false;
    // model-viewer takes the keyboard (arrow keys turn the model) in its shadow root's input layer.
    const input = this.model.shadowRoot?.querySelector<HTMLElement>('[tabindex="0"]') ?? this.model;
    if (this.options.focusOnPlay !== false) input.focus({ preventScroll: true });
  }

  /** Stops taking the pointer (a swipe moves the gallery); the play button shows over the model. */
  pause(): void {
    const wasPlaying = this.playing;
    this.playing = false;
    this.container.classList.replace(`${UI}--playing`, `${UI}--paused`);
    this.model.cameraControls = false;
    this.poster.hidden = false;
    this.controls.hidden = true;
    if (wasPlaying && this.container.contains(document.activeElement)) this.poster.focus({ preventScroll: true });
  }

  /** Zooms in (positive) or out (negative) by `amount` steps. */
  zoom(amount: number): void {
    this.model.zoom?.(amount);
  }

  toggleFullscreen(): void {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void this.container.requestFullscreen?.().catch(() => {});
  }

  /** Takes the controls away and puts the model back where it was. */
  destroy(): void {
    this.model.cameraControls = true;
    this.container.replaceWith(this.model);
  }
}

const shopify = ((window as unknown as { Shopify?: Record<string, unknown> }).Shopify ??= {});
shopify.ModelViewerUI = ModelViewerUI;

// A module to TypeScript (so tests can import it); served as a classic script without this line.
export {};
