/** A slide's image as carousel-image-srcset.liquid prints it (same src, srcset and sizes), or the empty frame. */
interface CarouselImageProps {
  image: { src: string; srcset: string; alt: string; width: number; height: number };
  sizes: string;
  className: string;
}

export function CarouselImage({ image, sizes, className }: CarouselImageProps) {
  if (!image.src) return <div className={`${className} carousel-image--empty`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset || undefined}
      sizes={sizes}
      alt={image.alt}
      width={image.width || undefined}
      height={image.height || undefined}
      loading="lazy"
    />
  );
}
