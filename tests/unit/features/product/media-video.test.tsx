// @vitest-environment jsdom
// A product video in the media carousel is a poster until the shopper plays it: no <video> (and
// none of the browser's controls) at load, a video that plays and takes focus on request, paused
// when the shopper moves to another medium, and forgotten on a product switch.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MediaCarousel, { schema } from '../../../../src/features/product/MediaCarousel';
import { MAIN_PRODUCT_SCOPE, productStore, resetProductStores } from '../../../../src/store/product';
import { islandProps } from '../../helpers/island-props';

vi.mock('../../../../src/features/product/swiper-setup', () => {
  throw new Error('no Swiper in unit tests');
});

const LABELS = { region: 'Product images', previous: 'Previous image', next: 'Next image', thumbnail: 'Show image {index}', video: 'Play video {index}' };
const still = (name: string) => ({
  src: `/cdn/shop/files/${name}.jpg`,
  srcset: '',
  thumb: `/cdn/shop/files/${name}-thumb.jpg`,
  alt: name,
  width: 1200,
  height: 1200,
  is_video: false,
  video: '',
});
const film = (name: string) => ({ ...still(name), alt: `${name} being poured`, is_video: true, video: `/cdn/shop/videos/${name}.webm` });
const payload = (media: object[]) => ({ scope: MAIN_PRODUCT_SCOPE, media, labels: LABELS });

afterEach(() => {
  cleanup();
  resetProductStores();
  vi.restoreAllMocks();
});

const mount = () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return render(<MediaCarousel {...islandProps(schema, payload([still('front'), film('pour')]))} />);
};

describe('product video in the media carousel', () => {
  it('shows a poster button, not a video, until played', () => {
    const { container } = mount();
    expect(container.querySelector('video')).toBeNull();
    const poster = container.querySelector<HTMLButtonElement>('.media-carousel__poster');
    expect(poster?.getAttribute('aria-label')).toBe('Play video 2');
    expect(poster?.querySelector('img')?.getAttribute('src')).toBe('/cdn/shop/files/pour.jpg');
  });

  it('the poster builds the video, which plays with controls and takes focus', () => {
    const { container } = mount();
    fireEvent.click(container.querySelector('.media-carousel__poster')!);
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/cdn/shop/videos/pour.webm');
    expect(video?.getAttribute('poster')).toBe('/cdn/shop/files/pour.jpg');
    expect(video?.getAttribute('aria-label')).toBe('pour being poured');
    expect(video?.controls).toBe(true);
    expect(video?.autoplay).toBe(true);
    expect(document.activeElement).toBe(video);
    expect(container.querySelector('.media-carousel__poster')).toBeNull();
  });

  it('its thumbnail shows and starts it, leaving focus on the thumbnail', () => {
    const { container } = mount();
    const thumb = container.querySelectorAll<HTMLButtonElement>('.media-carousel__thumb')[1]!;
    thumb.focus();
    fireEvent.click(thumb);
    expect(thumb.getAttribute('aria-current')).toBe('true');
    expect(container.querySelector('video')?.autoplay).toBe(true);
    expect(document.activeElement).toBe(thumb);
  });

  it('pauses when the shopper moves to another medium, and a product switch forgets it', () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const { container } = mount();
    fireEvent.click(screen.getAllByRole('button', { name: 'Play video 2' })[1]!);
    expect(pause).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show image 1' }));
    expect(pause).toHaveBeenCalledTimes(1);
    act(() =>
      productStore(MAIN_PRODUCT_SCOPE)
        .getState()
        .switchProduct({ media: payload([still('a'), film('b')]) }),
    );
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('.media-carousel__poster')?.getAttribute('aria-label')).toBe('Play video 2');
  });
});
