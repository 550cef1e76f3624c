/**
 * Collection switch (spec §4 Collection grid): choosing a collection fades the grid out, swaps
 * the content 300 ms later (or as soon as it arrives after that) and ends the transition 300 ms
 * after the swap, at 600 ms (spec §9). A newer switch supersedes an older one. If the section
 * cannot be fetched, the link does what it does without scripts: a page load.
 */
export const SWITCH_SWAP_MS = 300;
export const SWITCH_END_MS = 600;

/** 'out': the grid fades out; 'in': the new grid fades in; null: at rest. */
export type SwitchPhase = 'out' | 'in' | null;

export interface SwitchDeps {
  /** the section's HTML as rendered for `url` */
  fetchSection(url: string): Promise<string>;
  /** puts the fetched section in the page */
  swap(html: string, url: string): void;
  setPhase(phase: SwitchPhase): void;
  /** the fallback: a plain page load of `url` */
  navigate(url: string): void;
}

export interface Switcher {
  switchTo(url: string): Promise<void>;
  /** true while a switch is under way */
  busy(): boolean;
  dispose(): void;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSwitcher(deps: SwitchDeps): Switcher {
  let token = 0;
  let active = false;

  return {
    async switchTo(url) {
      const mine = ++token;
      active = true;
      deps.setPhase('out');
      const html = deps.fetchSection(url);
      // Settled now so a failure is never an unhandled rejection while the fade runs.
      html.catch(() => {});
      await delay(SWITCH_SWAP_MS);
      if (mine !== token) return;
      let markup: string;
      try {
        markup = await html;
      } catch (error) {
        if (mine !== token) return;
        console.log('[collection] switching collection failed', error);
        active = false;
        deps.setPhase(null);
        deps.navigate(url);
        return;
      }
      if (mine !== token) return;
      deps.swap(markup, url);
      deps.setPhase('in');
      await delay(SWITCH_END_MS - SWITCH_SWAP_MS);
      if (mine !== token) return;
      active = false;
      deps.setPhase(null);
    },
    busy: () => active,
    dispose() {
      token += 1;
      active = false;
    },
  };
}
