// The hooks patches/liquidjs+10.30.1.patch adds to LiquidJS, on a plain engine: the preview's parse, lookup,
// render and unknown-filter behaviour rests on them instead of replacing LiquidJS's internals at runtime.
import { Liquid, TokenKind, type LiquidOptions, type NumberToken, type Token } from 'liquidjs';
import { describe, expect, it } from 'vitest';

/** A plain engine whose partials and layouts are in memory. */
const engine = (hooks: LiquidOptions, templates: Record<string, string> = {}): Liquid => new Liquid({ templates, ...hooks });

describe('option parseWrapper', () => {
  it('every source the engine parses passes through it: the template, a partial and a layout', async () => {
    const files: (string | undefined)[] = [];
    const liquid = engine(
      {
        parseWrapper: (source, file, parse) => {
          files.push(file);
          return parse(source.replaceAll('%NAME%', '{{ name }}'));
        },
      },
      { card: '<card %NAME%>', page: '<page %NAME%>{% block %}{% endblock %}</page>' },
    );
    const html = await liquid.parseAndRender('{% layout "page" %}{% block %}%NAME% {% render "card", name: name %}{% endblock %}', { name: 'Ana' });
    expect(html).toBe('<page Ana>Ana <card Ana></page>');
    expect(files).toEqual(expect.arrayContaining([undefined, 'page', 'card']));
  });
});

describe('option renderTemplatesWrapper', () => {
  const throwing = (): Liquid => {
    const liquid = engine({
      // Each node rendered on its own; a failing one prints [error] and the list goes on (the inline-error use).
      renderTemplatesWrapper: function* (templates, ctx, emitter, render) {
        let text = '';
        for (const tpl of templates) {
          try {
            const html: unknown = yield* render([tpl], ctx, emitter);
            if (!emitter) text += String(html);
          } catch {
            if (emitter) emitter.write('[error]');
            else text += '[error]';
          }
        }
        return emitter ? emitter.buffer : text;
      },
    });
    liquid.registerFilter('boom', () => {
      throw new Error('boom');
    });
    return liquid;
  };

  it('wraps the rendering of a file and of every tag body, async and sync', async () => {
    const source = 'a{{ 1 | boom }}b{% if true %}c{{ 2 | boom }}d{% endif %}{% capture x %}{{ 3 | boom }}e{% endcapture %}{{ x }}';
    expect(await throwing().parseAndRender(source)).toBe('a[error]bc[error]d[error]e');
    expect(throwing().parseAndRenderSync(source)).toBe('a[error]bc[error]d[error]e');
  });
});

describe('option readProperty', () => {
  it('every lookup reads through it, in partials too; readPropertyDefault is LiquidJS own reading', async () => {
    const liquid = engine(
      {
        readProperty: (obj, key, ctx) =>
          key === 'shout' ? String(ctx.readPropertyDefault(obj as object, 'text')).toUpperCase() : ctx.readPropertyDefault(obj as object, key as string),
      },
      { note: '{{ m.shout }}/{{ m.text }}' },
    );
    expect(await liquid.parseAndRender('{{ m.shout }} {% render "note", m: m %}', { m: { text: 'hi' } })).toBe('HI HI/hi');
  });
});

describe('option unknownFilter', () => {
  it('implements a filter nothing registered; strictFilters still rejects one', async () => {
    const unknownFilter = (name: string) => (input: unknown) => `${name}(${String(input)})`;
    expect(await engine({ unknownFilter }).parseAndRender('{{ 1 | nope }} {{ 2 | upcase }}')).toBe('nope(1) 2');
    await expect(engine({ unknownFilter, strictFilters: true }).parseAndRender('{{ 1 | nope }}')).rejects.toThrow(/undefined filter: nope/);
  });
});

describe('option numberLiteral', () => {
  it('gives every number literal its value from its token: in an output, a filter argument and a condition', async () => {
    // A literal written with a decimal point stays its text; the others are LiquidJS's Number.
    const numberLiteral = (token: NumberToken) => (token.getText().includes('.') ? token.getText() : token.content);
    const source = '{{ 1.0 }} {{ 2 }} {{ 3 | append: 4.50 }} {% if 1.0 == "1.0" %}as written{% else %}a Number{% endif %}';
    expect(await engine({ numberLiteral }).parseAndRender(source)).toBe('1.0 2 34.50 as written');
    expect(await engine({}).parseAndRender(source)).toBe('1 2 34.5 a Number');
  });
});

describe('option lookupKey', () => {
  it('maps each key of a lookup, given its token: a dot-written key is a Word, a bracketed string a Quoted token; the variable name is not a key', async () => {
    const seen: string[] = [];
    const lookupKey = (key: unknown, token: Token) => {
      seen.push(`${String(key)}:${token.kind === TokenKind.Word ? 'dot' : 'bracket'}`);
      return token.kind === TokenKind.Word && key === 'size' ? 'count' : key;
    };
    const scope = { h: { size: 'the size key', count: 2 } };
    expect(await engine({ lookupKey }).parseAndRender("{{ h.size }} {{ h['size'] }}", scope)).toBe('2 the size key');
    expect(seen).toEqual(['size:dot', 'size:bracket']);
    expect(await engine({}).parseAndRender("{{ h.size }} {{ h['size'] }}", scope)).toBe('the size key the size key');
  });
});
