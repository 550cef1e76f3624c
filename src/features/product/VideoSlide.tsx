/**
 * A product video slide that builds its <video> only when asked: until then a poster button (the
 * still, a play mark, "Play video N"). The browser's native video controls are a shadow tree with
 * their own icon documents; building them for every video at load cost more main-thread time than
 * the rest of the carousel. Pressing the poster plays the video and moves focus onto it.
 */
import { useEffect, useRef } from 'react';

export interface VideoSlideProps {
  src: string;
  poster: string;
  srcset: string;
  /** the medium's description, read out for the video */
  alt: string;
  width: number;
  height: number;
  /** "Play video 3" */
  label: string;
  /** the shopper asked for it (here or on its thumbnail): the <video> is built and plays */
  playing: boolean;
  onPlay: () => void;
}

export function VideoSlide({ src, poster, srcset, alt, width, height, label, playing, onPlay }: VideoSlideProps) {
  const video = useRef<HTMLVideoElement>(null);
  // Set by the poster button only: a thumbnail that starts the video keeps its focus.
  const focusWhenBuilt = useRef(false);
  useEffect(() => {
    // The poster button is gone: focus goes where the shopper's next keys belong.
    if (playing && focusWhenBuilt.current) video.current?.focus();
    focusWhenBuilt.current = false;
  }, [playing]);

  if (!playing) {
    return (
      <button
        type="button"
        className="media-carousel__poster"
        aria-label={label}
        onClick={() => {
          focusWhenBuilt.current = true;
          onPlay();
        }}
      >
        <img
          className="product__image"
          src={poster}
          srcSet={srcset || undefined}
          sizes="(min-width: 1024px) 50vw, 100vw"
          alt=""
          width={width}
          height={height}
          loading="lazy"
        />
        <span className="media-carousel__play" aria-hidden="true">
          ▶
        </span>
      </button>
    );
  }
  return (
    <video
      ref={video}
      className="product__image"
      src={src}
      poster={poster}
      controls
      autoPlay
      playsInline
      aria-label={alt || undefined}
      tabIndex={0}
      width={width}
      height={height}
    />
  );
}
