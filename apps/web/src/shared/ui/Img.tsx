import type { ImgHTMLAttributes } from 'react';

/** One of our SVG illustrations from /images, always with alt text and a size (no layout shift). */
export function Img({
  name,
  alt,
  width,
  height,
  ...rest
}: { name: string; alt: string; width: number; height: number } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height'
>) {
  return (
    <img
      src={`/images/${name}.svg`}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      loading="lazy"
      {...rest}
    />
  );
}
