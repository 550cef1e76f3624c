// In-page emulation of Shopify's theme editor, passed to page.evaluate: it fires the editor's
// JavaScript events (shopify:section:* and shopify:block:*) as the editor does, on the section or
// block element, bubbling, with the editor's detail; a reload swaps the section for its markup from
// the Section Rendering API in design mode between `unload` and `load`.

export interface EditorProblem {
  section: string;
  problem: string;
}

/** Runs every editor event over every section and block of the page; returns what went wrong. */
export async function emulateEditor(): Promise<{ sections: string[]; blocks: number; problems: EditorProblem[] }> {
  const problems: EditorProblem[] = [];
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const editorData = (el: Element, attr: string) => JSON.parse(el.getAttribute(attr) ?? '{}') as { id: string; type: string };
  const fire = (target: Element, type: string, detail: Record<string, unknown>) =>
    target.dispatchEvent(new CustomEvent(`shopify:${type}`, { detail: { load: false, ...detail }, bubbles: true, cancelable: false }));
  const mountedNames = (root: ParentNode) =>
    Array.from(root.querySelectorAll('[data-widget][data-island-state="mounted"]'), (host) => host.getAttribute('data-widget')!).sort();
  const until = async (check: () => boolean, frames = 120) => {
    for (let i = 0; i < frames && !check(); i++) await frame();
    return check();
  };
  /** Shown: rendered, not hidden, and inside the box of every clipping ancestor (a carousel's track). */
  const shown = (el: Element): boolean => {
    if (!el.isConnected || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return false;
    for (let up = el.parentElement; up; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = up.getBoundingClientRect();
      const middle = box.left + box.width / 2;
      if (clip.width > 0 && (middle < clip.left - 1 || middle > clip.right + 1)) return false;
    }
    return true;
  };
  const sectionEl = (id: string) => document.getElementById(`shopify-section-${id}`)!;
  const rootsOutside = (id: string) => Array.from(document.querySelectorAll('[data-island-root]')).filter((root) => !sectionEl(id).contains(root));

  const sections = Array.from(document.querySelectorAll('[data-shopify-editor-section]'), (el) => editorData(el, 'data-shopify-editor-section'));
  let blocks = 0;
  for (const { id, type } of sections) {
    const report = (problem: string) => problems.push({ section: type, problem });
    // Select the section, then each of its blocks in turn (deselecting the one before), then deselect.
    fire(sectionEl(id), 'section:select', { sectionId: id });
    await frame();
    for (const block of Array.from(sectionEl(id).querySelectorAll('[data-shopify-editor-block]'))) {
      const blockId = editorData(block, 'data-shopify-editor-block').id;
      const current = () => sectionEl(id).querySelector(`[data-shopify-editor-block*='"${blockId}"']`) ?? block;
      blocks++;
      const host = block.closest('[data-widget]');
      fire(current(), 'block:select', { blockId, sectionId: id });
      // The select wakes an island still waiting (the block is inside it): it mounts showing the block.
      if (host && !(await until(() => ['mounted', 'failed'].includes(host.getAttribute('data-island-state') ?? ''))))
        report(`block ${blockId}: its island did not wake`);
      if (!(await until(() => shown(current()), 60))) report(`block ${blockId} is not shown once selected`);
      fire(current(), 'block:deselect', { blockId, sectionId: id });
      await frame();
    }
    fire(sectionEl(id), 'section:deselect', { sectionId: id });

    // Reorder: the editor moves the section and fires `reorder` on it; islands stay mounted.
    const before = mountedNames(sectionEl(id));
    const moved = sectionEl(id);
    const next = moved.nextElementSibling;
    if (moved.previousElementSibling) {
      moved.parentElement!.insertBefore(moved, moved.previousElementSibling);
      fire(moved, 'section:reorder', { sectionId: id });
      moved.parentElement!.insertBefore(moved, next);
      fire(moved, 'section:reorder', { sectionId: id });
      await frame();
      if (mountedNames(moved).join() !== before.join()) report(`reordering left ${mountedNames(moved).join()} mounted of ${before.join()}`);
    }

    // Reload: unload, swap in the markup the editor fetched, load.
    const url = new URL(location.href);
    url.searchParams.set('section_id', id);
    url.searchParams.set('design_mode', '1');
    const html = await (await fetch(url)).text();
    const fresh = new DOMParser().parseFromString(html, 'text/html').getElementById(`shopify-section-${id}`);
    if (!fresh) {
      report(`the Section Rendering API answered no section for ${id}`);
      continue;
    }
    const others = rootsOutside(id);
    fire(sectionEl(id), 'section:unload', { sectionId: id });
    const imported = document.importNode(fresh, true);
    sectionEl(id).replaceWith(imported);
    // Scripts parsed by DOMParser do not run; the editor's do, so run the section's own inline scripts.
    for (const script of Array.from(imported.querySelectorAll('script:not([type]), script[type="text/javascript"], script[type="module"]'))) {
      const live = document.createElement('script');
      for (const { name, value } of Array.from(script.attributes)) live.setAttribute(name, value);
      live.textContent = script.textContent;
      script.replaceWith(live);
    }
    fire(imported, 'section:load', { sectionId: id });
    // The editor shows the section being edited: islands waiting to be seen mount then (a section
    // taller than the window is seen part by part, as the merchant scrolls through it).
    imported.scrollIntoView({ block: 'nearest' });
    for (const waiting of Array.from(imported.querySelectorAll('[data-widget][data-hydrate="visible"]'))) {
      waiting.scrollIntoView({ block: 'nearest' });
      await frame();
    }
    const remounted = await until(() =>
      before.every((name) => mountedNames(imported).filter((n) => n === name).length >= before.filter((n) => n === name).length),
    );
    if (!remounted) report(`after a reload ${mountedNames(imported).join() || 'nothing'} mounted, before ${before.join()}`);
    for (const host of Array.from(imported.querySelectorAll('[data-widget]'))) {
      if (host.querySelectorAll(':scope > [data-island-root]').length > 1) report(`${host.getAttribute('data-widget')} has two React roots`);
    }
    const stillThere = rootsOutside(id);
    if (others.some((root) => !root.isConnected) || stillThere.length !== others.length) report('a reload re-mounted islands of other sections');
  }
  const roots = document.querySelectorAll('[data-island-root]').length;
  const mounted = document.querySelectorAll('[data-widget][data-island-state="mounted"]').length;
  if (roots !== mounted) problems.push({ section: '(page)', problem: `${roots} React roots for ${mounted} mounted islands` });
  return { sections: sections.map((s) => s.type), blocks, problems };
}
