// Every filter added for issue 13 renders with strict variables (undefined variables are errors),
// as the theme's own tests render: the filters read their inputs without touching undefined ones.
import { describe, expect, it } from 'vitest';
import { liquid } from './helpers';

const image = { media_type: 'image', src: '/cdn/shop/files/a.svg', width: 100, height: 100, alt: 'A' };
const video = { media_type: 'video', alt: 'V', preview_image: image, sources: [{ url: '/v.mp4', mime_type: 'video/mp4', format: 'mp4' }] };
const ext = { media_type: 'external_video', host: 'youtube', external_id: 'x', alt: 'E' };
const model = { media_type: 'model', alt: 'M', preview_image: image, sources: [{ url: '/m.glb', mime_type: 'model/gltf-binary', format: 'glb' }] };
const variant = { id: 1, title: 'T', price: 6000, requires_shipping: true, available: true };
const product = {
  id: 2,
  title: 'P',
  handle: 'p',
  variants: [variant],
  selected_or_first_available_variant: variant,
  selected_variant: null,
  options: ['Title'],
};
const cart = { token: 't', item_count: 1, total_price: 6000, items: [{ variant_id: 1, product_id: 2, quantity: 1 }] };
const globals = {
  product,
  cart,
  image,
  video,
  ext,
  model,
  customer: { first_name: 'O', 'has_avatar?': true, avatar_url: '/a.svg' },
  mf: { type: 'single_line_text_field', value: 'x' },
  m: { reference_value: 1, reference_unit: 'kg' },
  request: { origin: 'http://127.0.0.1', path: '/', locale: { iso_code: 'en' } },
  routes: { root_url: '/' },
};

const CALLS: Record<string, string> = {
  item_count_for_variant: '{{ cart | item_count_for_variant: 1 }}',
  line_items_for: '{{ cart | line_items_for: product | size }}',
  color_extract: "{{ '#fff' | color_extract: 'red' }}",
  color_to_oklch: "{{ '#fff' | color_to_oklch }}",
  blake3: "{{ 'x' | blake3 }}",
  payment_button: "{% form 'product', product %}{{ form | payment_button }}{% endform %}",
  payment_terms: "{% form 'cart', cart %}{{ form | payment_terms }}{% endform %}",
  inline_asset_content: "{{ 'icon-leaf.svg' | inline_asset_content }}",
  external_video_tag: '{{ ext | external_video_tag }}',
  external_video_url: '{{ ext | external_video_url }}',
  media_tag: '{{ image | media_tag }}{{ video | media_tag }}{{ ext | media_tag }}{{ model | media_tag }}',
  model_viewer_tag: '{{ model | model_viewer_tag }}',
  video_tag: '{{ video | video_tag }}',
  metafield_tag: '{{ mf | metafield_tag }}',
  metafield_text: '{{ mf | metafield_text }}',
  avatar: '{{ customer | avatar }}',
  login_button: '{{ shop | login_button }}',
  standard_event_data: "{{ product | standard_event_data: 'view' }}",
  unit_price_with_measurement: '{{ 100 | unit_price_with_measurement: m }}',
};

describe('new filters in strict mode', () => {
  it.each(Object.entries(CALLS))('%s renders output', async (_name, source) => {
    expect((await liquid(source, globals, { strictVariables: true })).length).toBeGreaterThan(0);
  });
});
