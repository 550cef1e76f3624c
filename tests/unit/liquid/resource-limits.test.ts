// Resource limits like Shopify's: render time, render score (per template and across partials) and
// output length each stop a render with Liquid's "Memory limits exceeded" instead of hanging the preview.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../preview/liquid/engine';
import type { ResourceLimits } from '../../../preview/liquid/resource-limits';
import type { Translator } from '../../../preview/liquid/translate';
import { scratchEngine, steppingClock } from './scratch-engine';

const RUNAWAY = '{% for a in (1..100000) %}{% for b in (1..100000) %}{{ a }}{% endfor %}{% endfor %}';
const loopSnippets = { ten: '{% for i in (1..10) %}x{% endfor %}', five: '{% for i in (1..5) %}y{% endfor %}' };

const limited = (resourceLimits: ResourceLimits) => scratchEngine(loopSnippets, { resourceLimits });

describe('render time limit', () => {
  it('a runaway loop stops with "Memory limits exceeded" once the time limit passes', async () => {
    const engine = limited({ renderTimeLimitMs: 200 });
    // Without the limit this loop runs for hours: the test's own timeout is the hang guard, no timing is asserted.
    expect(await engine.failure(RUNAWAY)).toMatch(/^Memory limits exceeded/);
  });

  it('the preview engine stops a runaway loop by default', async () => {
    // Its 5 s limit on a fake clock: a reading per block body, each 50 ms after the last.
    steppingClock();
    expect(await scratchEngine().failure(RUNAWAY)).toMatch(/^Memory limits exceeded/);
  });

  it('a render within the limit is untouched', async () => {
    expect(await limited({ renderTimeLimitMs: 200 }).render('{% for i in (1..3) %}{{ i }}{% endfor %}')).toBe('123');
  });
});

describe('render score limits', () => {
  it('a template rendering more nodes than render_score_limit stops', async () => {
    const engine = limited({ renderScoreLimit: 10 });
    expect(await engine.failure('{% for i in (1..50) %}x{% endfor %}')).toMatch(/^Memory limits exceeded/);
    expect(await engine.render('{% for i in (1..5) %}x{% endfor %}')).toBe('xxxxx');
  });

  it('each partial has its own render score; the cumulative score counts them all', async () => {
    const perTemplate = limited({ renderScoreLimit: 20 });
    expect(await perTemplate.render("{% render 'ten' %}{% render 'ten' %}{% render 'ten' %}")).toBe('x'.repeat(30));
    const cumulative = limited({ renderScoreLimit: 100, cumulativeRenderScoreLimit: 20 });
    expect(await cumulative.failure("{% render 'ten' %}{% render 'ten' %}{% render 'ten' %}")).toMatch(/^Memory limits exceeded/);
    expect(await cumulative.render("{% render 'five' %}{% include 'five' %}")).toBe('yyyyyyyyyy');
  });
});

describe('assign score limits', () => {
  it('assigning or capturing more bytes than assign_score_limit stops the render', async () => {
    const engine = limited({ assignScoreLimit: 10 });
    expect(await engine.failure("{% assign s = 'abcdefghijkl' %}")).toMatch(/^Memory limits exceeded/);
    expect(await engine.failure('{% capture s %}{% for i in (1..11) %}x{% endfor %}{% endcapture %}')).toMatch(/^Memory limits exceeded/);
    expect(await engine.render("{% assign s = 'abcdef' | split: '' %}{{ s.size }}")).toBe('6');
  });

  it('the cumulative assign score counts partials too', async () => {
    const engine = scratchEngine({ letters: "{% assign s = 'abcdef' %}" }, { resourceLimits: { assignScoreLimit: 10, cumulativeAssignScoreLimit: 10 } });
    expect(await engine.render("{% render 'letters' %}ok")).toBe('ok');
    expect(await engine.failure("{% render 'letters' %}{% render 'letters' %}{% render 'letters' %}")).toMatch(/^Memory limits exceeded/);
  });
});

describe('render length limit', () => {
  it('output past render_length_limit bytes stops the render', async () => {
    const engine = limited({ renderLengthLimit: 100 });
    expect(await engine.failure('{% for i in (1..60) %}é{% endfor %}')).toMatch(/^Memory limits exceeded/);
    expect(await engine.render('{% for i in (1..40) %}é{% endfor %}')).toBe('é'.repeat(40));
  });

  it('counts bytes, not characters, when plain text is followed by wider ones', async () => {
    const engine = limited({ renderLengthLimit: 100 });
    // 40 one-byte letters, then 3-byte euro signs: 40 + 3 × 21 = 103 bytes in 61 characters.
    expect(await engine.failure('{% for i in (1..40) %}a{% endfor %}{% for i in (1..21) %}€{% endfor %}')).toMatch(/^Memory limits exceeded/);
    expect(await engine.render('{% for i in (1..40) %}a{% endfor %}{% for i in (1..20) %}€{% endfor %}')).toBe('a'.repeat(40) + '€'.repeat(20));
  });
});

describe('limits in lax (inline error) mode', () => {
  it('a limit ends the whole render instead of printing an error at every node', async () => {
    const engine = createEngine(
      {
        snippetsDir: '/nonexistent',
        translator: {} as Translator,
        assetVersion: () => '1',
        shop: () => ({}),
        localeDateFormat: () => undefined,
      },
      { resourceLimits: { renderScoreLimit: 10 }, inlineErrors: { themeRoot: '/', sink: () => undefined } },
    );
    const failure = await engine.parseAndRender('a{% for i in (1..50) %}x{% endfor %}b{{ 1 }}c').then(
      () => 'no error',
      (err: Error) => err.message,
    );
    expect(failure).toMatch(/^Memory limits exceeded/);
  });
});
