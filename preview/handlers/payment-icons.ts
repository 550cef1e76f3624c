// The CDN address payment_type_img_url points at: `/cdn/shopifycloud/payment-icons/<type>.svg`
// answers the same mark payment_type_svg_tag draws inline, as a standalone SVG file.
import type { Route } from '../http/types';
import { paymentTypeSvgTag } from '../liquid/filters/payment-icons';

export function paymentIconRoutes(): Route[] {
  return [
    {
      method: 'GET',
      pattern: /^\/cdn\/shopifycloud\/payment-icons\/([a-z0-9_-]{1,40})\.svg$/,
      handler: (_req, m) => ({
        status: 200,
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
        body: paymentTypeSvgTag(m[1]!),
      }),
    },
  ];
}
