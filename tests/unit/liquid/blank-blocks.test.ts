// Blank blocks print no whitespace, as on Shopify: an if/unless/case/for holding only whitespace and
// silent tags renders nothing, while a block that prints anything keeps its whitespace.
import { describe, expect, it } from 'vitest';
import { liquid } from './helpers';

describe('blank blocks', () => {
  it('drop the whitespace of bodies holding only whitespace, assign, capture and comment', async () => {
    expect(await liquid('[{% if true %}\n  {% assign a = 1 %}\n  {% capture b %}x{% endcapture %}\n{% endif %}]')).toBe('[]');
    expect(await liquid('[{% for i in (1..3) %} {% comment %}no{% endcomment %} {% endfor %}]')).toBe('[]');
    expect(await liquid('[{% case 1 %} {% when 1 %} {% else %} {% endcase %}|{% unless false %}\n{% endunless %}]')).toBe('[|]');
  });
  it('a blank block nested in a blank block is blank too; the variables it assigns still work', async () => {
    expect(await liquid('[{% if true %} {% for i in (1..2) %} {% assign n = i %} {% endfor %} {% endif %}]{{ n }}')).toBe('[]2');
  });
  it('a block that prints keeps all of its whitespace', async () => {
    expect(await liquid('[{% if true %} {{ 1 }} {% assign a = 2 %} {% endif %}]')).toBe('[ 1  ]');
    expect(await liquid('[{% for i in (1..2) %} {% increment c %} {% endfor %}]')).toBe('[ 0  1 ]');
    expect(await liquid('[{% if true %} x {% endif %}]')).toBe('[ x ]');
  });
});
