// A perfume's or bundle's picture: the seeded illustration as it is, or the owner's uploaded photo
// in the sizes and formats the server made (AVIF where the browser takes it, else WebP), with its
// own width and height so nothing shifts as it loads (docs/decisions/019).
import type { ImgHTMLAttributes } from "react";
import { imageSrcSet, type ImageSet } from "../shared/catalogue";

type Props = { image: string; imageSet: ImageSet | null; alt: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet"
>;

export function CatalogueImage({ image, imageSet, alt, ...img }: Props) {
  if (!imageSet) return <img src={image} alt={alt} {...img} />;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={imageSrcSet(imageSet, "avif")} sizes={img.sizes} />
      <img
        src={image}
        srcSet={imageSrcSet(imageSet, "webp")}
        alt={alt}
        {...img}
        width={imageSet.width}
        height={imageSet.height}
      />
    </picture>
  );
}
