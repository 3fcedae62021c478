import { shopPicture } from "../../lib/picture-sources"

/** A customer's picture, or their initials when they have none. */
export function Avatar({ name, url, size = 36 }: { name: string; url?: unknown; size?: number }) {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("")
  return typeof url === "string" && url ? (
    <img className="avatar" src={shopPicture(url)} alt="" width={size} height={size} />
  ) : (
    <span className="avatar avatar--initials" style={{ width: size, height: size }} aria-hidden="true">
      {initials}
    </span>
  )
}
