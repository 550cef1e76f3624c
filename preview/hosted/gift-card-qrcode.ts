// The offline stand-in for the QR code script Shopify hosts for gift card pages
// ('vendor/qrcode.js' | shopify_asset_url), from the usage Shopify documents:
// `new QRCode(element, { text, width, height })` draws the code for `text` inside the element.
// Served as a classic script after the qrcode-generator library, which does the encoding.

interface QrEncoder {
  addData(data: string): void;
  make(): void;
  getModuleCount(): number;
  createDataURL(cellSize?: number, margin?: number): string;
}

declare const qrcode: (typeNumber: number, errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H') => QrEncoder;

interface QrOptions {
  text?: string;
  width?: number;
  height?: number;
  imageAltText?: string;
}

/** Draws the QR code of `options.text` (or of a plain string) as an image filling width × height. */
class GiftCardQrCode {
  constructor(element: HTMLElement, options: QrOptions | string) {
    const { text = '', width = 256, height = 256, imageAltText = 'QR code' } = typeof options === 'string' ? { text: options } : options;
    // The smallest version that holds the text, with the highest error correction.
    const encoder = qrcode(0, 'H');
    encoder.addData(text);
    encoder.make();
    const image = document.createElement('img');
    image.src = encoder.createDataURL(Math.max(1, Math.floor(width / (encoder.getModuleCount() + 8))), 4);
    image.width = width;
    image.height = height;
    image.alt = imageAltText;
    image.title = text;
    element.replaceChildren(image);
  }
}

(window as unknown as { QRCode: typeof GiftCardQrCode }).QRCode = GiftCardQrCode;
export {};
