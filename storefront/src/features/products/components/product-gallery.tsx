import { useState } from "react"
import { fetchPriority } from "../../../lib/fetch-priority"
import { useMessages } from "../../../i18n"
import { PICTURE_SIZES, pictureSources } from "../../../lib/picture-sources"

/** The main picture and its thumbnails; pictures keep the seed's 640×436 frame (no layout shift). */
export function ProductGallery({ title, images }: { title: string; images: string[] }) {
  const messages = useMessages()
  const [current, setCurrent] = useState(0)
  if (!images.length) return <div className="gallery__main gallery__main--empty" aria-hidden />
  return (
    <div className="gallery">
      <img
        className="gallery__main"
        {...pictureSources(images[current], PICTURE_SIZES.gallery)}
        alt={messages.productPage.gallery(title, current + 1)}
        width={640}
        height={436}
        {...fetchPriority(true)}
      />
      {images.length > 1 && (
        <div className="gallery__thumbs">
          {images.map((url, index) => (
            <button
              key={url}
              type="button"
              aria-pressed={index === current}
              onClick={() => setCurrent(index)}
              aria-label={messages.productPage.gallery(title, index + 1)}
            >
              <img {...pictureSources(url, PICTURE_SIZES.thumbnail)} alt="" width={120} height={82} loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
