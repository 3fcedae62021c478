/**
 * Draws the demo site content's pictures into backend/data/content-images, which is committed
 * and uploaded by the seed (backend/src/scripts/seed/content.ts and reviews.ts):
 *   news-*.webp     640×436   one illustration per news item (NEWS[].art)
 *   slider-*.webp   1280×480  home banners with a headline overlay (SLIDERS[])
 *   avatar-*.webp   128×128   the demo reviewers' portraits (REVIEWERS[].look)
 *
 * Drawn rather than photographed for the same reasons as the product pictures
 * (scripts/generate-seed-images.ts): no one else's photos, and reproducible from the data.
 * Simple shapes only: riders, roads, Dhaka skyline silhouettes, workshop tools.
 *
 * Needs `rsvg-convert` (librsvg2-bin) and `cwebp` (webp) on the PATH.
 * Run: npx tsx scripts/generate-content-images.ts
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { removeStaleImages, svgToWebp } from "./lib/svg-images"
import { NEWS, REVIEWERS, SLIDERS, type AvatarLook, type NewsArt, type SliderSeed } from "../backend/src/scripts/seed/content-data"

const OUT_DIR = resolve(__dirname, "..", "backend", "data", "content-images")
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"
const MAX_BYTES = 40 * 1024

const NEWS_SIZE = { w: 640, h: 436 }
const SLIDER_SIZE = { w: 1280, h: 480 }
const AVATAR_SIZE = { w: 128, h: 128 }

const INK = "#23262a"
const STEEL = "#b9bfc6"
const BRAND = "#e4572e"

// ---------------------------------------------------------------------------------------------
// Colours, numbers, primitives
// ---------------------------------------------------------------------------------------------

type Rgb = [number, number, number]

function parseHex(css: string): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(css.trim())
  if (!hex) return [128, 128, 128]
  return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as Rgb
}

function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [parseHex(a), parseHex(b)]
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(ca[i] * (1 - t) + cb[i] * t)
        .toString(16)
        .padStart(2, "0")
    )
    .join("")}`
}
const lighten = (color: string, t: number) => mix(color, "#ffffff", t)
const darken = (color: string, t: number) => mix(color, "#000000", t)

const num = (n: number) => String(Math.round(n * 10) / 10)

/** A small deterministic random source, so every run draws the same skyline. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"${extra}/>`
const circle = (x: number, y: number, r: number, attrs: string) => `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" ${attrs}/>`
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = "") =>
  `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${stroke}" stroke-width="${num(width)}"${extra.includes("stroke-linecap") ? "" : ` stroke-linecap="round"`}${extra}/>`
const group = (x: number, y: number, scale: number, body: string, extra = "") =>
  `<g transform="translate(${num(x)} ${num(y)}) scale(${scale})"${extra}>${body}</g>`

function text(value: string, x: number, y: number, size: number, fill: string, attrs = ""): string {
  return `<text x="${num(x)}" y="${num(y)}" font-family="${FONT}" font-size="${size}"${attrs.includes("font-weight") ? "" : ` font-weight="bold"`} fill="${fill}" ${attrs}>${escapeXml(value)}</text>`
}

let gradientCount = 0
/** A vertical linear gradient; returns its defs and a url() to fill with. */
function vertical(stops: [number, string][]): { defs: string; fill: string } {
  const id = `g${++gradientCount}`
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join("")}</linearGradient>`
  return { defs, fill: `url(#${id})` }
}

// ---------------------------------------------------------------------------------------------
// Bicycles and riders, drawn in a local frame: rear hub (0,0), front hub (100,0), wheels r 34
// ---------------------------------------------------------------------------------------------

type BikeKind = "road" | "mountain" | "city" | "electric" | "kids"

type BikeOptions = { color: string; kind?: BikeKind; tyre?: string; spokes?: boolean; silhouette?: string }

const BB = [42, 8] as const
const SADDLE = [30, -50] as const
const BARS = [88, -52] as const

function bicycle({ color, kind = "road", tyre = INK, spokes = true, silhouette }: BikeOptions): string {
  const frame = silhouette ?? color
  const parts = silhouette ?? STEEL
  const wheel = (cx: number) => {
    const spokeLines =
      spokes && !silhouette
        ? Array.from({ length: 8 }, (_, i) => {
            const a = (i * Math.PI) / 8
            return line(cx - Math.cos(a) * 29, -Math.sin(a) * 29, cx + Math.cos(a) * 29, Math.sin(a) * 29, "#9aa1a8", 0.8)
          }).join("")
        : ""
    const tread = kind === "mountain" ? circle(cx, 0, 34, `fill="none" stroke="${silhouette ?? tyre}" stroke-width="3" stroke-dasharray="2.5 2.5"`) : ""
    return (
      spokeLines +
      circle(cx, 0, 31, `fill="none" stroke="${silhouette ?? tyre}" stroke-width="${kind === "mountain" ? 6 : 4.5}"`) +
      circle(cx, 0, 28, `fill="none" stroke="${parts}" stroke-width="1.6"`) +
      tread +
      circle(cx, 0, 3, `fill="${parts}"`)
    )
  }
  const seatCluster = [34, -36]
  const headTop = [84, -40]
  const headBottom = [88, -26]
  const tube = (a: readonly number[], b: readonly number[], w = 4.2) => line(a[0], a[1], b[0], b[1], frame, w)
  const fenders =
    kind === "city" || kind === "electric"
      ? `<path d="M-36 -4 A36 36 0 0 1 -4 -36" fill="none" stroke="${parts}" stroke-width="3"/><path d="M72 -22 A36 36 0 0 1 128 -16" fill="none" stroke="${parts}" stroke-width="3"/>`
      : ""
  const rack = kind === "city" || kind === "electric" ? line(-6, -38, 30, -38, parts, 2.4) + line(-6, -38, 0, 0, parts, 2) : ""
  const battery =
    kind === "electric" ? `<rect x="44" y="-34" width="30" height="10" rx="4" fill="${silhouette ?? "#2b2e32"}" transform="rotate(-25 59 -29)"/>` : ""
  const bars =
    kind === "road"
      ? `<path d="M${BARS[0] - 4} ${BARS[1]} h8 q6 0 6 7 q0 6 -6 6" fill="none" stroke="${silhouette ?? INK}" stroke-width="3" stroke-linecap="round"/>`
      : line(BARS[0] - 8, BARS[1] - 2, BARS[0] + 6, BARS[1] + 1, silhouette ?? INK, 3.2)
  const topTube = kind === "kids" ? tube([seatCluster[0] + 3, seatCluster[1] + 14], headBottom) : tube(seatCluster, headTop)
  return `<g>${fenders}${wheel(0)}${wheel(100)}
    ${tube([0, 0], BB, 3.4)}${tube([0, 0], seatCluster, 3)}${tube(BB, seatCluster)}${tube(BB, headBottom, 4.6)}${topTube}
    ${tube(headBottom, [100, 0], 3.4)}${tube(headTop, headBottom, 5)}${battery}${rack}
    ${line(headTop[0], headTop[1], BARS[0], BARS[1], parts, 3)}${bars}
    ${line(seatCluster[0], seatCluster[1], SADDLE[0], SADDLE[1] + 3, parts, 3)}
    <path d="M${SADDLE[0] - 10} ${SADDLE[1]} q10 -5 20 1 l-2 3 q-9 -2 -18 -1 z" fill="${silhouette ?? INK}"/>
    ${circle(BB[0], BB[1], 7, `fill="none" stroke="${parts}" stroke-width="2.4"`)}</g>`
}

type RiderOptions = { shirt: string; skin?: string; trousers?: string; helmet?: string; silhouette?: string; raincoat?: boolean }

/** A rider sitting on the bicycle above, one foot forward. */
function rider({ shirt, skin = "#b97a56", trousers = "#2f3542", helmet, silhouette, raincoat }: RiderOptions): string {
  const s = (c: string) => silhouette ?? c
  const hip = [SADDLE[0] + 2, SADDLE[1] - 4]
  const shoulder = [62, -92]
  const farLeg = `<path d="M${hip[0]} ${hip[1]} L40 -24 L${BB[0] - 8} ${BB[1] - 4}" fill="none" stroke="${s(darken(trousers, 0.25))}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`
  const nearLeg = `<path d="M${hip[0]} ${hip[1]} L58 -26 L${BB[0] + 8} ${BB[1] + 6}" fill="none" stroke="${s(trousers)}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`
  const torso = raincoat
    ? `<path d="M${hip[0] - 8} ${hip[1] + 6} L${shoulder[0] - 10} ${shoulder[1] - 2} L${shoulder[0] + 6} ${shoulder[1] + 4} L${hip[0] + 14} ${hip[1] + 8} Z" fill="${s(shirt)}" stroke="${s(shirt)}" stroke-width="6" stroke-linejoin="round"/>`
    : line(hip[0], hip[1], shoulder[0], shoulder[1], s(shirt), 15)
  const arm =
    `<path d="M${shoulder[0]} ${shoulder[1]} L76 -70 L${BARS[0] - 1} ${BARS[1] - 1}" fill="none" stroke="${s(shirt)}" stroke-width="6.5" stroke-linecap="round" stroke-linejoin="round"/>` +
    circle(BARS[0] - 1, BARS[1] - 1, 3.4, `fill="${s(skin)}"`)
  const head = circle(shoulder[0] + 9, shoulder[1] - 15, 10, `fill="${s(skin)}"`)
  const hood = raincoat
    ? `<path d="M${shoulder[0] - 3} ${shoulder[1] - 12} a13 13 0 0 1 25 -6 l-2 7 z" fill="${s(shirt)}"/>`
    : helmet
      ? `<path d="M${shoulder[0] - 3} ${shoulder[1] - 16} a12.5 11 0 0 1 25 -2 l-3 3 z" fill="${s(helmet)}"/>`
      : `<path d="M${shoulder[0] - 1} ${shoulder[1] - 17} a10 10 0 0 1 20 -2 q-9 -3 -20 2 z" fill="${s("#1d1a18")}"/>`
  return `<g>${farLeg}${torso}${nearLeg}${arm}${head}${hood}</g>`
}

function cyclist(x: number, y: number, scale: number, bike: BikeOptions, person: RiderOptions, flip = false): string {
  const flipAttr = flip ? ` transform="scale(-1 1) translate(-100 0)"` : ""
  return group(x, y, scale, `<g${flipAttr}>${bicycle(bike)}${rider(person)}</g>`)
}

/** A person standing, feet at (0,0), about 120 tall. */
function standingPerson(shirt: string, skin: string, trousers: string, extra = ""): string {
  return `<g>${line(-6, -50, -8, -2, trousers, 9)}${line(6, -50, 8, -2, trousers, 9)}
    <rect x="-14" y="-98" width="28" height="52" rx="10" fill="${shirt}"/>
    ${line(-13, -90, -22, -56, shirt, 7)}${line(13, -90, 24, -60, shirt, 7)}
    ${circle(0, -110, 11, `fill="${skin}"`)}<path d="M-11 -112 a11 11 0 0 1 22 0 q-11 -5 -22 0z" fill="#1d1a18"/>${extra}</g>`
}

/** A cycle rickshaw from the side, rear wheel at (0,0). */
function rickshaw(color: string, silhouette?: string): string {
  const s = (c: string) => silhouette ?? c
  return `<g>${circle(0, 0, 30, `fill="none" stroke="${s(INK)}" stroke-width="4"`)}${circle(-44, 0, 30, `fill="none" stroke="${s(INK)}" stroke-width="4"`)}
    ${circle(110, 6, 24, `fill="none" stroke="${s(INK)}" stroke-width="4"`)}
    <path d="M-70 -20 H26 L40 -40 H-70 Z" fill="${s(color)}"/>
    <path d="M-74 -40 Q-72 -110 -10 -108 Q20 -106 24 -44 Z" fill="${s(darken(color, 0.15))}"/>
    <path d="M-64 -52 Q-60 -98 -14 -98" fill="none" stroke="${s("#ffd166")}" stroke-width="4"/>
    ${line(26, -20, 110, 6, s(INK), 4)}${line(70, -8, 74, -50, s(INK), 4)}${line(64, -52, 80, -52, s(INK), 4)}
    ${line(96, -36, 110, 6, s(INK), 4)}${line(92, -40, 104, -40, s(INK), 4)}</g>`
}

// ---------------------------------------------------------------------------------------------
// Scenery: skylines, roads, hills, trees, rain
// ---------------------------------------------------------------------------------------------

/** Dhaka from afar: towers with water tanks, a mosque dome with minarets, a mobile mast. */
function skyline(width: number, baseY: number, maxHeight: number, fill: string, seed: number): string {
  const rnd = random(seed)
  const shapes: string[] = []
  let x = -10
  let i = 0
  while (x < width + 10) {
    const w = 26 + rnd() * 46
    const h = maxHeight * (0.35 + rnd() * 0.65)
    if (i % 7 === 3) {
      // a mosque: dome, drum and two minarets
      const cx = x + 40
      shapes.push(rect(x + 8, baseY - h * 0.45, 64, h * 0.45, fill))
      shapes.push(`<path d="M${num(cx - 26)} ${num(baseY - h * 0.45)} a26 30 0 0 1 52 0 z" fill="${fill}"/>`)
      shapes.push(rect(cx - 1.5, baseY - h * 0.45 - 44, 3, 14, fill))
      for (const mx of [x, x + 74]) {
        shapes.push(rect(mx, baseY - h * 0.9, 8, h * 0.9, fill))
        shapes.push(`<path d="M${num(mx - 1)} ${num(baseY - h * 0.9)} l5 -14 l5 14 z" fill="${fill}"/>`)
      }
      x += 86
    } else {
      shapes.push(rect(x, baseY - h, w, h, fill))
      if (rnd() < 0.45) shapes.push(rect(x + w * 0.2, baseY - h - 8, w * 0.3, 8, fill))
      if (rnd() < 0.12) {
        // a mobile-phone mast: a slim lattice tower with a light on top
        const cx = x + w / 2
        shapes.push(
          `<path d="M${num(cx - 6)} ${num(baseY - h)} L${num(cx - 1)} ${num(baseY - h - 44)} H${num(cx + 1)} L${num(cx + 6)} ${num(baseY - h)} Z" fill="${fill}"/>`
        )
        shapes.push(circle(cx, baseY - h - 46, 2.5, `fill="${fill}"`))
      }
      x += w + rnd() * 6
    }
    i++
  }
  return shapes.join("")
}

/** Lit windows on a skyline, for dusk and night scenes. */
function windows(width: number, baseY: number, maxHeight: number, fill: string, seed: number, count: number): string {
  const rnd = random(seed)
  return Array.from({ length: count }, () => rect(rnd() * width, baseY - rnd() * maxHeight * 0.6 - 6, 4, 5, fill, ` opacity="${num(0.5 + rnd() * 0.5)}"`)).join(
    ""
  )
}

function road(width: number, top: number, height: number, color = "#4a4e54", dash = "#f1f1e6"): string {
  return (
    rect(0, top, width, height, color) +
    rect(0, top, width, 4, lighten(color, 0.25)) +
    line(10, top + height / 2, width, top + height / 2, dash, 4, ` stroke-dasharray="34 26" stroke-linecap="butt"`)
  )
}

function hills(width: number, baseY: number, height: number, fill: string, seed: number, bumps = 4): string {
  const rnd = random(seed)
  const step = width / bumps
  let d = `M0 ${baseY} L0 ${num(baseY - height * (0.4 + rnd() * 0.4))}`
  for (let i = 0; i < bumps; i++) {
    const peak = baseY - height * (0.6 + rnd() * 0.4)
    const end = baseY - height * (0.3 + rnd() * 0.4)
    d += ` Q${num(step * i + step / 2)} ${num(peak - height * 0.4)} ${num(step * (i + 1))} ${num(end)}`
  }
  return `<path d="${d} L${width} ${baseY} Z" fill="${fill}"/>`
}

function tree(x: number, groundY: number, size: number, leaf: string): string {
  return (
    rect(x - size * 0.08, groundY - size * 0.9, size * 0.16, size * 0.9, "#7a5638") +
    circle(x, groundY - size * 1.1, size * 0.5, `fill="${leaf}"`) +
    circle(x - size * 0.35, groundY - size * 0.85, size * 0.35, `fill="${darken(leaf, 0.08)}"`) +
    circle(x + size * 0.35, groundY - size * 0.9, size * 0.38, `fill="${lighten(leaf, 0.08)}"`)
  )
}

function palm(x: number, groundY: number, size: number, fill: string): string {
  const leaves = [-150, -115, -65, -30]
    .map((a) => {
      const r = (a * Math.PI) / 180
      const tx = x + size * 0.1 + Math.cos(r) * size * 0.55
      const ty = groundY - size + Math.sin(r) * size * 0.3 + size * 0.25
      return `<path d="M${num(x + size * 0.1)} ${num(groundY - size)} Q${num((x + tx) / 2)} ${num(groundY - size * 1.25)} ${num(tx)} ${num(ty)}" fill="none" stroke="${fill}" stroke-width="${num(size * 0.08)}" stroke-linecap="round"/>`
    })
    .join("")
  return `<path d="M${num(x)} ${groundY} Q${num(x - size * 0.1)} ${num(groundY - size * 0.5)} ${num(x + size * 0.1)} ${num(groundY - size)}" fill="none" stroke="${fill}" stroke-width="${num(size * 0.07)}"/>${leaves}`
}

function cloud(x: number, y: number, s: number, fill: string): string {
  return `<g fill="${fill}">${circle(x, y, 18 * s, "")}${circle(x + 22 * s, y - 8 * s, 24 * s, "")}${circle(x + 48 * s, y, 18 * s, "")}${rect(x, y, 48 * s, 18 * s, fill)}</g>`
}

function rain(width: number, height: number, color: string, seed: number, count: number): string {
  const rnd = random(seed)
  return `<g stroke="${color}" stroke-width="1.6" stroke-linecap="round" opacity=".7">${Array.from({ length: count }, () => {
    const x = rnd() * (width + 60)
    const y = rnd() * height
    return `<line x1="${num(x)}" y1="${num(y)}" x2="${num(x - 7)}" y2="${num(y + 18)}"/>`
  }).join("")}</g>`
}

function bunting(x1: number, x2: number, y: number, sag: number, colors: string[]): string {
  const n = Math.floor((x2 - x1) / 34)
  const flags = Array.from({ length: n }, (_, i) => {
    const t = (i + 0.5) / n
    const x = x1 + (x2 - x1) * t
    const yy = y + sag * 4 * t * (1 - t)
    return `<path d="M${num(x - 11)} ${num(yy)} L${num(x + 11)} ${num(yy)} L${num(x)} ${num(yy + 22)} Z" fill="${colors[i % colors.length]}"/>`
  }).join("")
  return `<path d="M${x1} ${y} Q${(x1 + x2) / 2} ${y + sag * 2} ${x2} ${y}" fill="none" stroke="#6b5b4b" stroke-width="1.5"/>${flags}`
}

function shadow(cx: number, cy: number, rx: number, ry = 6): string {
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="#000" opacity=".16"/>`
}

// ---------------------------------------------------------------------------------------------
// Workshop tools
// ---------------------------------------------------------------------------------------------

function wrench(x: number, y: number, length: number, angle: number, color = "#9aa1a8"): string {
  return `<g transform="translate(${num(x)} ${num(y)}) rotate(${angle})">
    <rect x="-5" y="0" width="10" height="${num(length)}" rx="4" fill="${color}"/>
    <path d="M-13 -4 a13 13 0 1 0 26 0 l-6 0 l0 8 l-14 0 l0 -8 z" fill="${color}"/>
    ${circle(0, length + 8, 11, `fill="${color}"`)}${circle(0, length + 8, 5.5, `fill="#e9dcc6"`)}</g>`
}

function screwdriver(x: number, y: number, handle: string): string {
  return `<g transform="translate(${num(x)} ${num(y)})"><rect x="-7" y="0" width="14" height="40" rx="6" fill="${handle}"/>
    <rect x="-2.5" y="40" width="5" height="38" fill="#9aa1a8"/><rect x="-4" y="76" width="8" height="4" fill="#7c838a"/></g>`
}

function hangingTyre(x: number, y: number, r: number): string {
  return (
    line(x, y - r - 18, x, y - r, "#6b5b4b", 2) +
    circle(x, y, r - 4, `fill="none" stroke="#2d3034" stroke-width="9"`) +
    circle(x, y, r, `fill="none" stroke="#2d3034" stroke-width="2" stroke-dasharray="3 3"`)
  )
}

// ---------------------------------------------------------------------------------------------
// News pictures (640×436)
// ---------------------------------------------------------------------------------------------

type Scene = { defs?: string; body: string }

function newsScene(art: NewsArt): Scene {
  const { w: W, h: H } = NEWS_SIZE
  switch (art) {
    case "workshop": {
      const wall = vertical([
        [0, "#f3e6cf"],
        [1, "#e8d4b4"],
      ])
      const dots = `<pattern id="peg" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="9" cy="9" r="2.2" fill="#a88a62"/></pattern>`
      return {
        defs: wall.defs + dots,
        body: `${rect(0, 0, W, H, wall.fill)}
          ${rect(40, 40, 380, 200, "#c9a97c", ` rx="6"`)}${rect(40, 40, 380, 200, "url(#peg)", ` rx="6"`)}
          ${wrench(86, 66, 92, -8)}${wrench(130, 70, 72, 6, "#c62828")}${wrench(172, 64, 110, -4)}
          ${screwdriver(222, 70, "#f4a259")}${screwdriver(254, 70, "#1f6feb")}${screwdriver(286, 70, "#2a9d8f")}
          ${hangingTyre(360, 140, 48)}
          ${rect(470, 40, 130, 58, BRAND, ` rx="8"`)}${text("SERVICE", 535, 78, 22, "#ffffff", `text-anchor="middle"`)}
          ${rect(0, 330, W, H - 330, "#8d6e52")}${rect(0, 330, W, 10, "#a7876a")}
          ${rect(30, 270, 260, 16, "#6d4c33", ` rx="3"`)}${rect(44, 286, 12, 44, "#6d4c33")}${rect(262, 286, 12, 44, "#6d4c33")}
          ${rect(60, 246, 54, 24, "#d62828", ` rx="4"`)}${rect(70, 240, 34, 8, "#9a1c1c", ` rx="3"`)}
          ${circle(170, 258, 12, `fill="#ffd166"`)}${rect(200, 250, 60, 18, "#5f6368", ` rx="4"`)}
          ${shadow(470, 400, 150, 10)}
          ${line(470, 400, 470, 250, "#3a3e43", 8)}${line(420, 400, 520, 400, "#3a3e43", 8)}${line(470, 250, 440, 226, "#3a3e43", 6)}
          ${group(340, 300, 1.7, bicycle({ color: "#1f6feb", kind: "mountain" }))}
          ${group(590, 400, 1, standingPerson("#2a9d8f", "#b97a56", "#3d405b", `${line(22, -60, 30, -80, "#9aa1a8", 4)}`))}`,
      }
    }
    case "eid": {
      const sky = vertical([
        [0, "#0b2545"],
        [0.7, "#13315c"],
        [1, "#1d4e89"],
      ])
      const rnd = random(7)
      const stars = Array.from({ length: 40 }, () =>
        circle(rnd() * W, rnd() * 240, 0.8 + rnd() * 1.6, `fill="#fff7d6" opacity="${num(0.4 + rnd() * 0.6)}"`)
      ).join("")
      const lantern = (x: number, len: number, c: string) =>
        line(x, 0, x, len, "#d8c38a", 1.5) +
        `<path d="M${x - 14} ${len + 10} L${x} ${len} L${x + 14} ${len + 10} L${x + 10} ${len + 40} L${x - 10} ${len + 40} Z" fill="${c}"/>` +
        rect(x - 6, len + 14, 12, 20, "#fff3b0", ` opacity=".9"`) +
        rect(x - 8, len + 40, 16, 5, "#d8c38a")
      const gift = (x: number, y: number, c: string) =>
        rect(x, y, 40, 32, c, ` rx="3"`) +
        rect(x + 17, y, 6, 32, "#ffd166") +
        rect(x, y + 12, 40, 6, "#ffd166") +
        `<path d="M${x + 20} ${y} q-14 -14 -16 -2 z M${x + 20} ${y} q14 -14 16 -2 z" fill="#ffd166"/>`
      return {
        defs: `${sky.defs}<mask id="crescent">${rect(0, 0, W, H, "#ffffff")}${circle(532, 74, 42, `fill="#000000"`)}</mask>`,
        body: `${rect(0, 0, W, H, sky.fill)}${stars}
          ${circle(510, 90, 46, `fill="#ffe8a3" mask="url(#crescent)"`)}
          ${lantern(90, 40, "#e4572e")}${lantern(170, 80, "#2a9d8f")}${lantern(250, 30, "#ffd166")}${lantern(330, 70, "#e76f51")}
          ${skyline(W, 340, 120, "#0a1d36", 11)}${windows(W, 340, 120, "#ffd166", 12, 60)}
          ${rect(0, 340, W, H - 340, "#14213d")}${rect(0, 340, W, 6, "#274472")}
          ${shadow(300, 410, 120, 8)}
          ${group(210, 382, 1.5, bicycle({ color: "#e4572e", kind: "city" }))}
          ${gift(214, 296, "#2a9d8f")}${gift(450, 366, "#e76f51")}${gift(500, 370, "#8338ec")}
          <g transform="translate(560 300) rotate(12)">${rect(-34, -20, 68, 40, "#ffd166", ` rx="8"`)}${text("15%", 0, 9, 22, "#0b2545", `text-anchor="middle"`)}</g>`,
      }
    }
    case "monsoon": {
      const sky = vertical([
        [0, "#5c6f82"],
        [1, "#9fb3c4"],
      ])
      return {
        defs: sky.defs,
        body: `${rect(0, 0, W, H, sky.fill)}
          ${cloud(40, 60, 2.2, "#4a5a6a")}${cloud(300, 40, 2.6, "#53657a")}${cloud(480, 80, 1.8, "#4a5a6a")}
          ${skyline(W, 300, 150, "#7d8fa0", 21)}${skyline(W, 300, 90, "#6b7d8e", 22)}
          ${road(W, 300, 136, "#4b5560", "#d8dde2")}
          <ellipse cx="180" cy="400" rx="90" ry="10" fill="#8fb0c8" opacity=".6"/><ellipse cx="470" cy="360" rx="60" ry="7" fill="#8fb0c8" opacity=".6"/>
          ${group(96, 326, 0.8, rickshaw("#2a9d8f"))}
          ${group(300, 380, 1.55, bicycle({ color: "#3a86ff", kind: "city" }) + rider({ shirt: "#ffd60a", trousers: "#3d405b", raincoat: true }))}
          <g opacity=".3" transform="translate(300 420) scale(1.55 -0.5)">${bicycle({ color: "#3a86ff", kind: "city", silhouette: "#8fb0c8" })}</g>
          ${rain(W, H, "#e3edf5", 31, 150)}`,
      }
    }
    case "dawn-ride": {
      const sky = vertical([
        [0, "#ffb385"],
        [0.55, "#ffd9a8"],
        [1, "#fff1d6"],
      ])
      const lake = vertical([
        [0, "#7fb6c9"],
        [1, "#4f8ea8"],
      ])
      const ripples = Array.from({ length: 7 }, (_, i) =>
        line(60 + i * 80, 286 + (i % 3) * 10, 110 + i * 80, 286 + (i % 3) * 10, "#d9f0f5", 2, ` opacity=".7"`)
      ).join("")
      return {
        defs: sky.defs + lake.defs,
        body: `${rect(0, 0, W, H, sky.fill)}${circle(470, 200, 54, `fill="#ff8c5a" opacity=".9"`)}
          ${skyline(W, 262, 150, "#c47a67", 41)}${skyline(W, 262, 100, "#9e5d55", 42)}
          ${rect(0, 262, W, 70, lake.fill)}${ripples}
          <path d="M0 300 Q160 236 320 262 T640 250" fill="none" stroke="#e9e1d2" stroke-width="8"/>
          ${[40, 120, 200, 280, 360, 440, 520, 600].map((x) => line(x, 300 - Math.sin(x / 100) * 20, x, 330, "#d6cab6", 4)).join("")}
          ${rect(0, 330, W, H - 330, "#6b5e56")}${rect(0, 330, W, 5, "#8b7d73")}
          ${line(0, 384, W, 384, "#efe3c8", 3, ` stroke-dasharray="30 22"`)}
          ${cyclist(60, 400, 1.05, { color: "#e4572e" }, { shirt: "#e4572e", helmet: "#ffffff" })}
          ${cyclist(230, 410, 1.15, { color: "#2a9d8f", kind: "mountain" }, { shirt: "#ffd166", helmet: "#2a9d8f", skin: "#c98c66" })}
          ${cyclist(420, 404, 1.1, { color: "#3a86ff" }, { shirt: "#3a86ff", helmet: "#e4572e", skin: "#a86f4c" })}`,
      }
    }
    case "hills": {
      const sky = vertical([
        [0, "#a8dadc"],
        [1, "#eaf6f2"],
      ])
      const crane = (x: number) =>
        rect(x, 160, 8, 90, "#5d7a86") + rect(x + 30, 160, 8, 90, "#5d7a86") + rect(x - 30, 150, 110, 10, "#5d7a86") + rect(x + 14, 160, 2, 34, "#5d7a86")
      return {
        defs: sky.defs,
        body: `${rect(0, 0, W, H, sky.fill)}${circle(110, 80, 34, `fill="#fff3b0"`)}
          ${hills(W, 236, 130, "#7fb77e", 51, 3)}
          ${rect(0, 230, W, 44, "#6fa8c9")}${line(30, 252, 120, 252, "#d9f0f5", 2)}${line(200, 262, 300, 262, "#d9f0f5", 2)}
          ${crane(430)}${crane(540)}${rect(462, 234, 60, 16, "#e76f51")}${rect(522, 228, 44, 22, "#2a9d8f")}${rect(452, 250, 130, 10, "#3d405b")}
          ${hills(W, 300, 40, "#4f9d69", 52, 5)}
          ${palm(70, 300, 90, "#2f6b47")}${palm(590, 310, 80, "#2f6b47")}
          ${rect(0, 300, W, H - 300, "#3d7c55")}
          <path d="M-10 436 Q200 330 420 340 T660 300 L660 330 Q500 350 430 370 T40 436 Z" fill="#c9b79c"/>
          ${shadow(300, 404, 120, 8)}
          ${group(200, 380, 1.5, bicycle({ color: "#3d405b", kind: "electric" }) + rider({ shirt: "#2a9d8f", helmet: "#ffd166", skin: "#a86f4c" }))}
          <g transform="translate(560 70)">${circle(0, 0, 36, `fill="${BRAND}"`)}<path d="M6 -24 L-12 4 H0 L-6 26 L14 -4 H2 Z" fill="#ffffff"/></g>`,
      }
    }
    case "kids": {
      const sky = vertical([
        [0, "#bde0fe"],
        [1, "#e7f4ff"],
      ])
      const cone = (x: number, y: number) =>
        `<path d="M${x - 12} ${y} L${x} ${y - 34} L${x + 12} ${y} Z" fill="#f77f00"/>` +
        rect(x - 7, y - 20, 14, 5, "#ffffff") +
        rect(x - 16, y - 3, 32, 5, "#f77f00", ` rx="2"`)
      return {
        defs: sky.defs,
        body: `${rect(0, 0, W, H, sky.fill)}${cloud(70, 60, 1.2, "#ffffff")}${cloud(420, 40, 1.5, "#ffffff")}
          ${skyline(W, 220, 80, "#a9c7e0", 61)}
          ${rect(0, 220, W, 44, "#6fb1d6")}${line(40, 240, 140, 240, "#dff1fb", 2)}${line(380, 250, 520, 250, "#dff1fb", 2)}
          ${rect(0, 264, W, H - 264, "#8ac926")}${rect(0, 264, W, 6, "#a7d948")}
          ${tree(40, 290, 90, "#4f9d2d")}${tree(600, 296, 100, "#5aa832")}
          ${bunting(90, 560, 120, 30, ["#e4572e", "#ffd166", "#2a9d8f", "#3a86ff"])}
          <path d="M60 436 Q300 320 640 360 L640 400 Q320 370 140 436 Z" fill="#c7b299"/>
          ${cone(150, 404)}${cone(250, 380)}${cone(350, 368)}
          ${shadow(326, 420, 60, 6)}
          ${group(290, 408, 0.9, bicycle({ color: "#ff006e", kind: "kids" }) + rider({ shirt: "#ffd166", helmet: "#3a86ff", trousers: "#3a86ff", skin: "#c98c66" }))}
          ${group(520, 400, 1.2, standingPerson("#06d6a0", "#a86f4c", "#3d405b", rect(-16, -96, 32, 12, "#ffd60a")))}`,
      }
    }
    case "boishakh": {
      const sun = Array.from({ length: 16 }, (_, i) => {
        const a = (i * Math.PI) / 8
        return circle(320 + Math.cos(a) * 88, 172 + Math.sin(a) * 88, 12, `fill="${i % 2 ? "#ffd166" : "#e63946"}"`)
      }).join("")
      const alpana = Array.from({ length: 12 }, (_, i) => {
        const a = (i * 30 * Math.PI) / 180
        return `<ellipse cx="${num(320 + Math.cos(a) * 42)}" cy="${num(172 + Math.sin(a) * 42)}" rx="19" ry="8.5" transform="rotate(${i * 30} ${num(320 + Math.cos(a) * 42)} ${num(172 + Math.sin(a) * 42)})" fill="#ffffff"/>`
      }).join("")
      const border = Array.from({ length: 20 }, (_, i) => circle(16 + i * 32, 16, 8, `fill="#e63946"`) + circle(16 + i * 32, H - 16, 8, `fill="#e63946"`)).join(
        ""
      )
      return {
        body: `${rect(0, 0, W, H, "#fff8ec")}${border}
          ${sun}${circle(320, 172, 68, `fill="#e63946"`)}${alpana}${circle(320, 172, 17, `fill="#ffd166"`)}
          ${bunting(36, 604, 38, 6, ["#e63946", "#ffd166", "#2a9d8f"])}
          ${rect(0, 300, W, 104, "#f1dcc0")}${rect(0, 300, W, 5, "#e8c9a0")}
          ${cyclist(40, 384, 1.0, { color: "#e63946", kind: "city" }, { shirt: "#ffffff", trousers: "#e63946", skin: "#b97a56" })}
          ${cyclist(240, 392, 1.05, { color: "#2b2d42", kind: "city" }, { shirt: "#e63946", trousers: "#ffffff", skin: "#c98c66" })}
          ${cyclist(440, 386, 1.0, { color: "#ffd166", kind: "city" }, { shirt: "#ffffff", trousers: "#2b2d42", skin: "#a86f4c" })}`,
      }
    }
    case "delivery": {
      const sky = vertical([
        [0, "#d7ecff"],
        [1, "#f5fbff"],
      ])
      const pin = (x: number, y: number, c: string) =>
        `<path d="M${x} ${y} c-16 -22 -22 -30 -22 -42 a22 22 0 0 1 44 0 c0 12 -6 20 -22 42 z" fill="${c}"/>` + circle(x, y - 42, 8, `fill="#ffffff"`)
      return {
        defs: sky.defs,
        body: `${rect(0, 0, W, H, sky.fill)}
          ${skyline(W, 290, 170, "#b8cfe2", 71)}${skyline(W, 290, 110, "#9db9d1", 72)}
          <path d="M90 120 C200 40 360 200 540 90" fill="none" stroke="${BRAND}" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>
          ${pin(90, 130, "#2a9d8f")}${pin(540, 100, BRAND)}
          ${road(W, 290, 146)}
          ${shadow(320, 410, 200, 10)}
          <g transform="translate(150 250)">
            ${rect(0, 30, 230, 120, "#ffffff", ` rx="8"`)}${rect(0, 30, 230, 14, BRAND, ` rx="6"`)}
            ${group(80, 126, 0.7, bicycle({ color: BRAND, spokes: false }))}
            ${text("CHAKA", 115, 76, 26, "#23262a", `text-anchor="middle"`)}
            <path d="M230 60 H290 L330 100 V150 H230 Z" fill="${BRAND}"/><path d="M242 70 H286 L314 100 H242 Z" fill="#d7ecff"/>
            ${circle(60, 154, 24, `fill="#2d3034"`)}${circle(60, 154, 10, `fill="${STEEL}"`)}
            ${circle(270, 154, 24, `fill="#2d3034"`)}${circle(270, 154, 10, `fill="${STEEL}"`)}
            ${rect(320, 124, 14, 10, "#ffd166", ` rx="2"`)}</g>
          <g transform="translate(548 300)">${rect(-40, -26, 80, 52, "#ffd166", ` rx="10"`)}${text("COD", 0, 9, 22, "#23262a", `text-anchor="middle"`)}</g>`,
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Slider banners (1280×480) with a headline overlay
// ---------------------------------------------------------------------------------------------

function sliderScene(art: SliderSeed["art"]): Scene {
  const { w: W, h: H } = SLIDER_SIZE
  switch (art) {
    case "city": {
      const sky = vertical([
        [0, "#ff9a76"],
        [0.6, "#ffcf9c"],
        [1, "#ffe8c7"],
      ])
      return {
        defs: sky.defs,
        body: `${rect(0, 0, W, H, sky.fill)}${circle(980, 250, 90, `fill="#ff7b54" opacity=".85"`)}
          ${skyline(W, 340, 230, "#d08a70", 81)}${skyline(W, 340, 150, "#a45f55", 82)}${windows(W, 340, 150, "#ffe6a8", 83, 70)}
          ${road(W, 340, 140, "#514a4a", "#f3e3c3")}
          ${group(600, 372, 0.85, rickshaw("#2a9d8f", "#6e5a55"))}
          ${cyclist(740, 420, 1.55, { color: "#e4572e" }, { shirt: "#ffffff", helmet: "#e4572e", skin: "#a86f4c" })}
          ${cyclist(1040, 416, 1.7, { color: "#2a9d8f", kind: "city" }, { shirt: "#ffd166", trousers: "#3d405b", skin: "#c98c66" })}`,
      }
    }
    case "trail": {
      const sky = vertical([
        [0, "#8ecae6"],
        [1, "#e0f3fa"],
      ])
      return {
        defs: sky.defs,
        body: `${rect(0, 0, W, H, sky.fill)}${circle(1120, 90, 46, `fill="#fff3b0"`)}
          ${cloud(700, 80, 1.5, "#ffffff")}${cloud(980, 140, 1.1, "#ffffff")}
          ${hills(W, 300, 220, "#9cc5a1", 91, 4)}${hills(W, 350, 170, "#5f9e6e", 92, 5)}${hills(W, 420, 140, "#3e7b53", 93, 6)}
          ${palm(640, 380, 110, "#25553a")}${palm(1230, 400, 90, "#25553a")}
          <path d="M500 480 Q760 360 1000 380 T1290 330 L1290 370 Q1100 400 1000 420 T620 480 Z" fill="#b5835a"/>
          ${rect(0, 420, W, 60, "#3e7b53")}
          <path d="M470 480 Q760 380 1000 400 T1290 350 L1290 390 Q1100 420 1000 440 T640 480 Z" fill="#c4925f"/>
          ${cyclist(820, 412, 1.9, { color: "#d9381e", kind: "mountain" }, { shirt: "#264653", helmet: "#ffd166", skin: "#b97a56", trousers: "#2b2d42" })}`,
      }
    }
    case "commute": {
      const sky = vertical([
        [0, "#bfe3ff"],
        [1, "#f2f9ff"],
      ])
      const bus = `<g>${rect(0, -90, 230, 84, "#2a9d8f", ` rx="12"`)}${[12, 62, 112, 162].map((x) => rect(x, -78, 40, 28, "#d7f0ff", ` rx="4"`)).join("")}
        ${rect(206, -78, 18, 44, "#d7f0ff", ` rx="3"`)}${rect(0, -36, 230, 8, "#ffd166")}${circle(50, -4, 18, `fill="${INK}"`)}${circle(180, -4, 18, `fill="${INK}"`)}</g>`
      return {
        defs: sky.defs,
        body: `${rect(0, 0, W, H, sky.fill)}${cloud(620, 70, 1.4, "#ffffff")}${cloud(1000, 50, 1.1, "#ffffff")}
          ${skyline(W, 330, 230, "#a9c3dc", 101)}${skyline(W, 330, 160, "#86a7c6", 102)}
          ${rect(0, 318, W, 16, "#c9c3b8")}
          ${road(W, 334, 146)}
          ${group(560, 360, 1, bus)}${group(1170, 372, 0.7, rickshaw("#e76f51"))}
          ${line(540, 460, 1280, 460, "#ffffff", 3, ` stroke-dasharray="12 10" opacity=".7"`)}
          ${cyclist(700, 422, 1.5, { color: "#457b9d", kind: "city" }, { shirt: "#e76f51", trousers: "#264653", helmet: "#ffffff", skin: "#a86f4c" })}
          ${cyclist(1000, 426, 1.4, { color: "#2a9d8f", kind: "electric" }, { shirt: "#8338ec", trousers: "#2b2d42", skin: "#d8a27c" })}`,
      }
    }
  }
}

/** A headline as two lines of about equal length ("Ride Dhaka" / "your way"), or one short line. */
function twoLines(headline: string): string[] {
  const words = headline.split(/\s+/)
  if (headline.length <= 12 || words.length < 2) return [headline]
  let best = [headline]
  for (let i = 1; i < words.length; i++) {
    const split = [words.slice(0, i).join(" "), words.slice(i).join(" ")]
    if (best.length === 1 || Math.max(...split.map((l) => l.length)) < Math.max(...best.map((l) => l.length))) best = split
  }
  return best
}

function headlineOverlay(slide: SliderSeed): { defs: string; body: string } {
  const { h: H } = SLIDER_SIZE
  const id = "panel"
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#14213d" stop-opacity=".88"/><stop offset=".75" stop-color="#14213d" stop-opacity=".6"/><stop offset="1" stop-color="#14213d" stop-opacity="0"/></linearGradient>`
  const headline = twoLines(slide.headline)
  if (Math.max(...headline.map((l) => l.length)) > 15) throw new Error(`slider headline too long for the banner: "${slide.headline}"`)
  const top = 150 - (headline.length - 2) * 30
  const lines = headline.map((l, i) => text(l, 64, top + i * 68, 60, "#ffffff")).join("")
  const taglineY = top + headline.length * 68 - 8
  const ctaY = taglineY + 40
  return {
    defs,
    body: `${rect(0, 0, 620, H, `url(#${id})`)}
      ${rect(64, top - 92, 88, 8, BRAND, ` rx="4"`)}
      ${lines}
      ${text(slide.tagline, 64, taglineY, 24, "#ffe8c7", `font-weight="normal"`)}
      ${rect(64, ctaY, 170, 52, BRAND, ` rx="26"`)}${text("Shop now", 149, ctaY + 34, 22, "#ffffff", `text-anchor="middle"`)}`,
  }
}

// ---------------------------------------------------------------------------------------------
// Avatars (128×128)
// ---------------------------------------------------------------------------------------------

function avatarSvg(look: AvatarLook): string {
  const { skin, hairColor: hair, shirt } = look
  const back =
    {
      long: `<path d="M34 60 Q30 22 64 20 Q98 22 94 60 L98 104 H30 Z" fill="${hair}"/>`,
      hijab: `<path d="M28 70 Q26 16 64 14 Q102 16 100 70 L108 128 H20 Z" fill="${hair}"/>`,
      bun: circle(64, 18, 13, `fill="${hair}"`),
    }[look.hair as "long" | "hijab" | "bun"] ?? ""
  const body =
    `<path d="M18 128 Q20 92 64 90 Q108 92 110 128 Z" fill="${shirt}"/>` +
    (look.hair === "hijab" ? "" : `<path d="M54 88 L64 102 L74 88 Z" fill="${lighten(shirt, 0.6)}"/>${rect(56, 74, 16, 18, darken(skin, 0.08))}`)
  const face =
    `<ellipse cx="64" cy="58" rx="24" ry="28" fill="${skin}"/>` +
    circle(40, 60, 5, `fill="${darken(skin, 0.06)}"`) +
    circle(88, 60, 5, `fill="${darken(skin, 0.06)}"`)
  const eyes =
    circle(54, 58, 3, `fill="${INK}"`) +
    circle(74, 58, 3, `fill="${INK}"`) +
    `<path d="M48 50 q6 -4 12 0 M68 50 q6 -4 12 0" fill="none" stroke="${look.hair === "hijab" || look.hair === "cap" ? "#1d1a18" : darken(hair, 0.1)}" stroke-width="2.4" stroke-linecap="round"/>`
  const smile = `<path d="M55 72 q9 8 18 0" fill="none" stroke="${darken(skin, 0.45)}" stroke-width="2.6" stroke-linecap="round"/>`
  const beard = look.beard ? `<path d="M40 60 Q42 90 64 92 Q86 90 88 60 Q84 78 74 78 Q64 74 54 78 Q44 78 40 60 Z" fill="#1d1a18" opacity=".85"/>` : ""
  const glasses = look.glasses
    ? `<g fill="none" stroke="${INK}" stroke-width="2.2">${circle(54, 58, 8, "")}${circle(74, 58, 8, "")}<path d="M62 58 h4 M46 57 l-6 -2 M82 57 l6 -2"/></g>`
    : ""
  const top = {
    short: `<path d="M40 52 Q38 26 64 26 Q90 26 88 52 Q84 38 64 38 Q46 38 40 52 Z" fill="${hair}"/>`,
    "side-part": `<path d="M40 54 Q36 24 66 26 Q92 28 88 54 Q86 40 74 36 Q58 42 40 54 Z" fill="${hair}"/>`,
    curly: `<g fill="${hair}">${[40, 50, 60, 70, 80, 88].map((x, i) => circle(x, 36 - (i % 2) * 4, 10, "")).join("")}${circle(40, 46, 7, "")}${circle(88, 46, 7, "")}</g>`,
    long: `<path d="M40 56 Q40 28 64 28 Q88 28 88 56 Q82 40 64 38 Q48 40 40 56 Z" fill="${hair}"/>`,
    bun: `<path d="M40 54 Q40 28 64 28 Q88 28 88 54 Q82 38 64 37 Q46 38 40 54 Z" fill="${hair}"/>`,
    hijab: `<path d="M36 62 Q36 24 64 24 Q92 24 92 62 Q92 36 64 34 Q36 36 36 62 Z" fill="${hair}"/><path d="M36 66 Q40 96 64 96 Q88 96 92 66 Q90 100 64 104 Q38 100 36 66 Z" fill="${hair}"/>`,
    cap: `<path d="M38 48 Q38 22 64 22 Q90 22 90 48 Z" fill="${hair}"/><path d="M84 44 Q104 42 108 50 L84 50 Z" fill="${darken(hair, 0.2)}"/>${circle(64, 22, 3, `fill="${darken(hair, 0.2)}"`)}`,
  }[look.hair]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  ${rect(0, 0, 128, 128, look.background)}${circle(104, 24, 30, `fill="${lighten(look.background, 0.4)}"`)}
  ${back}${body}${face}${beard}${eyes}${smile}${glasses}${top}
</svg>`
}

// ---------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------

function svgDocument(width: number, height: number, scene: Scene, overlay?: { defs: string; body: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${scene.defs ?? ""}${overlay?.defs ?? ""}</defs>
  ${scene.body}
  ${overlay?.body ?? ""}
</svg>`
}

function main(): void {
  const workDir = mkdtempSync(join(tmpdir(), "chaka-content-images-"))
  mkdirSync(OUT_DIR, { recursive: true })
  const written = new Map<string, number>()
  const render = (name: string, svg: string, size: { w: number; h: number }) => {
    if (written.has(name)) throw new Error(`two pictures are named ${name}`)
    written.set(name, svgToWebp(svg, size, join(OUT_DIR, name), workDir, [72, 62, 52, 42], MAX_BYTES))
  }
  try {
    for (const news of NEWS) render(news.image, svgDocument(NEWS_SIZE.w, NEWS_SIZE.h, newsScene(news.art)), NEWS_SIZE)
    for (const slide of SLIDERS) {
      render(slide.image, svgDocument(SLIDER_SIZE.w, SLIDER_SIZE.h, sliderScene(slide.art), headlineOverlay(slide)), SLIDER_SIZE)
    }
    for (const reviewer of REVIEWERS) render(reviewer.avatar, avatarSvg(reviewer.look), AVATAR_SIZE)
  } finally {
    rmSync(workDir, { recursive: true, force: true })
  }
  removeStaleImages(OUT_DIR, new Set(written.keys()))
  const total = [...written.values()].reduce((sum, bytes) => sum + bytes, 0)
  for (const [name, bytes] of written) console.log(`  ${name.padEnd(36)} ${(bytes / 1024).toFixed(1).padStart(5)} KB`)
  console.log(`Wrote ${written.size} images (${Math.round(total / 1024)} KB) to ${OUT_DIR}`)
}

main()
