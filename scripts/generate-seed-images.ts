/**
 * Draws the demo catalogue's pictures: three 640×436 WebP images per product (the original
 * shop's image size) into backend/data/seed-images, which is committed. Drawn rather than
 * photographed so the repository carries no one else's photos and the set can be remade.
 * Needs `rsvg-convert` (librsvg2-bin) and `cwebp` (webp). Run: npx tsx scripts/generate-seed-images.ts
 */
import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { PRODUCTS, type ProductSeed, type Silhouette } from "../backend/src/scripts/seed/catalogue"

const W = 640
const H = 436
const OUT_DIR = resolve(__dirname, "..", "backend", "data", "seed-images")

type Point = [number, number]
type View = "side" | "mirrored" | "detail"

type Geometry = {
  wheel: number
  tyre: number
  rear: Point
  front: Point
  bb: Point
  seatTop: Point
  headTop: Point
  headBottom: Point
  bar: "drop" | "flat" | "riser" | "swept"
  stepThrough?: boolean
  battery?: boolean
  rearShock?: boolean
  trainingWheels?: boolean
  basket?: boolean
}

const BIKES: Partial<Record<Silhouette, Geometry>> = {
  mountain: { wheel: 92, tyre: 9, rear: [165, 305], front: [478, 305], bb: [300, 318], seatTop: [268, 178], headTop: [432, 168], headBottom: [446, 212], bar: "flat" },
  "full-suspension": { wheel: 92, tyre: 10, rear: [162, 305], front: [482, 305], bb: [300, 318], seatTop: [272, 182], headTop: [432, 166], headBottom: [448, 214], bar: "riser", rearShock: true },
  fat: { wheel: 94, tyre: 20, rear: [160, 300], front: [482, 300], bb: [300, 316], seatTop: [268, 176], headTop: [432, 168], headBottom: [446, 212], bar: "riser" },
  road: { wheel: 96, tyre: 4, rear: [168, 304], front: [474, 304], bb: [298, 316], seatTop: [262, 168], headTop: [438, 170], headBottom: [446, 206], bar: "drop" },
  city: { wheel: 96, tyre: 7, rear: [166, 304], front: [478, 304], bb: [300, 318], seatTop: [272, 174], headTop: [430, 160], headBottom: [442, 208], bar: "swept", stepThrough: true, basket: true },
  kids: { wheel: 58, tyre: 9, rear: [218, 330], front: [420, 330], bb: [310, 334], seatTop: [292, 238], headTop: [398, 232], headBottom: [406, 262], bar: "riser", trainingWheels: true },
  bmx: { wheel: 70, tyre: 12, rear: [200, 320], front: [446, 320], bb: [312, 326], seatTop: [290, 250], headTop: [414, 214], headBottom: [422, 250], bar: "riser" },
  folding: { wheel: 60, tyre: 8, rear: [212, 330], front: [430, 330], bb: [318, 330], seatTop: [300, 170], headTop: [416, 150], headBottom: [420, 270], bar: "flat", stepThrough: true },
  electric: { wheel: 94, tyre: 8, rear: [166, 304], front: [478, 304], bb: [300, 318], seatTop: [270, 176], headTop: [430, 162], headBottom: [444, 210], bar: "swept", battery: true },
}

const line = ([x1, y1]: Point, [x2, y2]: Point, stroke: string, width: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`

function wheel([cx, cy]: Point, radius: number, tyre: number) {
  const spokes = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8
    return line([cx, cy], [cx + Math.cos(a) * (radius - tyre), cy + Math.sin(a) * (radius - tyre)], "#9aa0a6", 1.2)
  }).join("")
  return `<g>${spokes}
    <circle cx="${cx}" cy="${cy}" r="${radius - tyre / 2}" fill="none" stroke="#1f2328" stroke-width="${tyre}"/>
    <circle cx="${cx}" cy="${cy}" r="${radius - tyre - 2}" fill="none" stroke="#c9ced4" stroke-width="3"/>
    <circle cx="${cx}" cy="${cy}" r="7" fill="#5f6368"/></g>`
}

function handlebar(g: Geometry) {
  const [x, y] = g.headTop
  const stem: Point = [x + 10, y - 10]
  const shapes = {
    drop: `<path d="M${stem[0]} ${stem[1]} h22 q16 0 16 18 q0 14 -14 16" fill="none" stroke="#1f2328" stroke-width="6" stroke-linecap="round"/>`,
    flat: line([stem[0] - 6, stem[1]], [stem[0] + 30, stem[1] - 2], "#1f2328", 6),
    riser: `<path d="M${stem[0]} ${stem[1]} l6 -22 h26" fill="none" stroke="#1f2328" stroke-width="6" stroke-linecap="round"/>`,
    swept: `<path d="M${stem[0]} ${stem[1]} q-4 -18 -30 -14" fill="none" stroke="#1f2328" stroke-width="6" stroke-linecap="round"/>`,
  }
  return line(g.headTop, stem, "#3c4043", 7) + shapes[g.bar]
}

function bicycle(g: Geometry, color: string) {
  const tube = (a: Point, b: Point, width = 11) => line(a, b, color, width)
  const [bx, by] = g.bb
  const topTube = g.stepThrough
    ? `<path d="M${g.headBottom[0]} ${g.headBottom[1] + 8} Q${bx + 40} ${by - 20} ${bx + 4} ${by - 24}" fill="none" stroke="${color}" stroke-width="12" stroke-linecap="round"/>`
    : tube(g.seatTop, g.headTop, 10)
  const seatPost: Point = [g.seatTop[0] - 6, g.seatTop[1] - 26]
  const extras: string[] = []
  if (g.battery) {
    const [hx, hy] = g.headBottom
    const angle = (Math.atan2(by - hy, bx - hx) * 180) / Math.PI
    extras.push(`<g transform="translate(${(hx + bx) / 2} ${(hy + by) / 2}) rotate(${angle})"><rect x="-46" y="-16" width="92" height="28" rx="9" fill="#2b2f33"/><rect x="-38" y="-9" width="18" height="6" rx="2" fill="#4cd964"/></g>`)
    extras.push(`<circle cx="${g.rear[0]}" cy="${g.rear[1]}" r="22" fill="#3c4043"/>`)
  }
  if (g.rearShock) {
    const mid: Point = [(g.seatTop[0] + g.headTop[0]) / 2 - 30, (g.seatTop[1] + g.headTop[1]) / 2 + 6]
    extras.push(line(mid, [g.seatTop[0] + 12, g.seatTop[1] + 70], "#e8a33d", 12), line(mid, [g.seatTop[0] + 12, g.seatTop[1] + 70], "#2b2f33", 4))
  }
  if (g.trainingWheels) {
    extras.push(line(g.rear, [g.rear[0] - 40, g.rear[1] + 20], "#9aa0a6", 4), wheel([g.rear[0] - 44, g.rear[1] + 28], 22, 6))
  }
  if (g.basket) {
    const [fx, fy] = [g.headTop[0] + 30, g.headTop[1] + 8]
    extras.push(`<path d="M${fx} ${fy} h62 l-8 44 h-46 z" fill="#c8a26a" stroke="#8d6e3f" stroke-width="3"/>`)
  }
  return `<g>
    ${wheel(g.rear, g.wheel, g.tyre)}${wheel(g.front, g.wheel, g.tyre)}
    ${tube(g.bb, g.rear, 8)}${tube(g.seatTop, g.rear, 7)}
    ${tube(g.bb, g.seatTop)}${topTube}${tube(g.headBottom, g.bb, 12)}
    ${tube(g.headTop, g.headBottom, 13)}${tube(g.headBottom, g.front, 8)}
    ${extras.join("")}
    <circle cx="${bx}" cy="${by}" r="20" fill="none" stroke="#5f6368" stroke-width="5"/>
    ${line(g.bb, [bx + 18, by + 26], "#3c4043", 6)}
    ${line(g.seatTop, seatPost, "#5f6368", 6)}
    <path d="M${seatPost[0] - 24} ${seatPost[1]} q22 -12 48 -2 q-6 8 -48 2 z" fill="#202124"/>
    ${handlebar(g)}
  </g>`
}

const ACCESSORIES: Partial<Record<Silhouette, (color: string) => string>> = {
  helmet: (c) => `<g transform="translate(320 250)">
    <path d="M-150 40 Q-150 -140 10 -140 Q160 -140 165 30 Q170 55 140 55 L-130 55 Q-152 55 -150 40 z" fill="${c}"/>
    <path d="M-90 -95 Q-40 -125 20 -126 M-110 -40 Q-20 -90 100 -88 M-40 -10 Q40 -40 140 -20" stroke="#ffffff" stroke-opacity=".55" stroke-width="14" fill="none" stroke-linecap="round"/>
    <path d="M-130 55 L140 55 L130 70 L-120 70 z" fill="#202124"/>
    <path d="M-60 70 Q-40 130 10 135 M80 70 Q60 130 10 135" stroke="#3c4043" stroke-width="5" fill="none"/></g>`,
  light: (c) => `<g transform="translate(300 220)">
    <path d="M90 -40 L330 -150 L330 150 L90 40 z" fill="#fff6c2" opacity=".75"/>
    <rect x="-150" y="-45" width="240" height="90" rx="40" fill="${c}"/>
    <rect x="70" y="-50" width="34" height="100" rx="12" fill="#202124"/>
    <circle cx="-80" cy="0" r="14" fill="#ffffff" opacity=".8"/>
    <rect x="-100" y="45" width="60" height="40" rx="8" fill="#3c4043"/></g>`,
  lock: (c) => `<g transform="translate(320 230)">
    <path d="M-110 40 V-70 A110 110 0 0 1 110 -70 V40" fill="none" stroke="#9aa0a6" stroke-width="34"/>
    <rect x="-160" y="20" width="320" height="84" rx="24" fill="${c}"/>
    <circle cx="110" cy="62" r="16" fill="#202124"/></g>`,
  pump: (c) => `<g transform="translate(320 230)">
    <rect x="-26" y="-150" width="52" height="300" rx="18" fill="${c}"/>
    <rect x="-6" y="-190" width="12" height="44" fill="#5f6368"/>
    <rect x="-90" y="-206" width="180" height="22" rx="11" fill="#202124"/>
    <path d="M-120 150 H120 L100 170 H-100 z" fill="#3c4043"/>
    <circle cx="0" cy="70" r="34" fill="#ffffff" stroke="#202124" stroke-width="6"/>
    <path d="M0 70 L18 52" stroke="#d93025" stroke-width="5"/>
    <path d="M26 120 Q140 120 150 20" fill="none" stroke="#202124" stroke-width="8"/></g>`,
}

function subject(product: ProductSeed): { svg: string; focus: Point } {
  const bike = BIKES[product.silhouette]
  if (bike) return { svg: bicycle(bike, product.color), focus: bike.bb }
  const draw = ACCESSORIES[product.silhouette]
  if (!draw) throw new Error(`no drawing for silhouette ${product.silhouette}`)
  return { svg: draw(product.color), focus: [320, 230] }
}

const BACKGROUNDS: Record<View, string> = { side: "#f4f1ea", mirrored: "#e8eef3", detail: "#efeae2" }

function svgFor(product: ProductSeed, view: View) {
  const { svg, focus } = subject(product)
  const transform = {
    side: "",
    mirrored: `translate(${W} 0) scale(-1 1)`,
    detail: `translate(${W / 2} ${H / 2}) scale(2.1) translate(${-focus[0]} ${-focus[1]})`,
  }[view]
  const shadow = view === "detail" ? "" : `<ellipse cx="320" cy="${H - 26}" rx="250" ry="14" fill="#000" opacity=".08"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${BACKGROUNDS[view]}"/>
  ${shadow}<g transform="${transform}">${svg}</g>
  <text x="${W - 24}" y="38" text-anchor="end" font-family="DejaVu Sans, sans-serif" font-size="20" font-weight="bold" fill="#5f6368" opacity=".7">${product.brand.toUpperCase()}</text>
</svg>`
}

function main() {
  const work = mkdtempSync(join(tmpdir(), "chaka-images-"))
  mkdirSync(OUT_DIR, { recursive: true })
  try {
    for (const product of PRODUCTS) {
      ;(["side", "mirrored", "detail"] as const).forEach((view, index) => {
        const svg = join(work, "image.svg")
        const png = join(work, "image.png")
        writeFileSync(svg, svgFor(product, view))
        execFileSync("rsvg-convert", ["-w", String(W), "-h", String(H), "-o", png, svg])
        execFileSync("cwebp", ["-quiet", "-q", "72", png, "-o", join(OUT_DIR, `${product.handle}-${index + 1}.webp`)])
      })
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  console.log(`Wrote ${PRODUCTS.length * 3} images to ${OUT_DIR}`)
}

main()
