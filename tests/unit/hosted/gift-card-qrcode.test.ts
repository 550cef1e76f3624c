// @vitest-environment jsdom
// The gift card page's hosted QR code script, as Shopify documents its use: `new QRCode(element, { text, width, height })`.
import { describe, expect, it } from 'vitest';
import { hostedFileRoutes } from '../../../preview/http/hosted-files';
import type { PreviewRequest } from '../../../preview/http/types';

async function hostedScript(cdnPath: string): Promise<string> {
  const route = hostedFileRoutes()[0]!;
  const match = route.pattern.exec(`/cdn${cdnPath}`)!;
  const answer = await route.handler({} as PreviewRequest, match);
  expect(answer.status).toBe(200);
  return String(answer.body);
}

describe('vendor/qrcode.js', () => {
  it('defines the QRCode global, which draws the code of its text as an image of the asked size', async () => {
    window.eval(await hostedScript('/shopifycloud/shopify/assets/vendor/qrcode.js'));
    const QRCode = (window as unknown as { QRCode: new (el: HTMLElement, options: object) => unknown }).QRCode;
    const holder = document.body.appendChild(document.createElement('div'));
    new QRCode(holder, { text: 'GIFT-1234', width: 72, height: 72, imageAltText: 'Gift card code' });
    const image = holder.querySelector('img')!;
    expect([image.alt, image.width, image.height, image.title]).toEqual(['Gift card code', 72, 72, 'GIFT-1234']);
    expect(image.src).toMatch(/^data:image\/gif;base64,/);
  });
});
