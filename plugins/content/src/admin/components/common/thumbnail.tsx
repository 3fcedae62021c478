import { Photo } from "@medusajs/icons"
import { messages } from "../../lib/messages"

type ThumbnailProps = { src?: string | null; alt: string }

export const Thumbnail = ({ src, alt }: ThumbnailProps) => (
  <div className="bg-ui-bg-component border-ui-border-base flex h-10 w-14 shrink-0 items-center justify-center overflow-hidden rounded-md border">
    {src ? (
      <img src={src} alt={alt} className="h-full w-full object-cover" loading="lazy" />
    ) : (
      <Photo className="text-ui-fg-muted" aria-label={messages.common.noImage} />
    )}
  </div>
)
