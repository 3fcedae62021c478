import type { ReactNode } from "react"

/**
 * A scrolling row: 4 cards per view when wide, 3 at 768 px, 1 at 480 px and below (spec
 * section 9), by CSS scroll snapping — no script, works with touch, keyboard and screen readers.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="carousel" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
