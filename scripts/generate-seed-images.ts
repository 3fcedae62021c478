/**
 * Draws the demo catalogue's pictures: three 640×436 WebP images per product (the original
 * shop's image size) into backend/data/seed-images, which is committed and uploaded by the seed.
 *
 * Why drawn: the repository must carry no one else's product photos, and the set has to be
 * reproducible when the catalogue changes (new product, new colour). Each picture is an SVG
 * illustration built from the product's silhouette, category, type and colour:
 *   -1  side view on a light studio background with a soft floor shadow (the main image)
 *   -2  the other side on a backdrop tinted with the product's colour
 *   -3  a close-up of what sets the product apart (rear shock, battery, hinge, tyres, ...)
 *
 * Needs `rsvg-convert` (librsvg2-bin) and `cwebp` (webp) on the PATH.
 * Run: npx tsx scripts/generate-seed-images.ts
 */
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { PRODUCTS, type ProductSeed } from "../backend/src/scripts/seed/catalogue"
import { removeStaleImages, svgToWebp } from "./lib/svg-images"

const W = 640
const H = 436
const FLOOR_Y = 392
const WEBP_QUALITY = 66
const OUT_DIR = resolve(__dirname, "..", "backend", "data", "seed-images")
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"

const INK = "#23262a"
const STEEL = "#b9bfc6"
const RUBBER = "#2d3034"

type View = "side" | "reverse" | "detail"
const VIEWS: readonly View[] = ["side", "reverse", "detail"]

// ---------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------

type Rgb = [number, number, number]

/** Hex and rgb() colours; any other CSS colour is still used as given, only tints fall back to grey. */
function parseColor(css: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css.trim())
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join("") : hex[1]
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(css.trim())
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]
  return [128, 128, 128]
}

function mix(a: string, b: string, t: number): string {
  const [ca, cb] = [parseColor(a), parseColor(b)]
  const channel = (i: number) => Math.round(ca[i] * (1 - t) + cb[i] * t)
  return `#${[0, 1, 2].map((i) => channel(i).toString(16).padStart(2, "0")).join("")}`
}

const lighten = (color: string, t: number) => mix(color, "#ffffff", t)
const darken = (color: string, t: number) => mix(color, "#000000", t)

// ---------------------------------------------------------------------------------------------
// Geometry and SVG primitives
// ---------------------------------------------------------------------------------------------

type Point = readonly [number, number]

const add = (a: Point, b: Point): Point => [a[0] + b[0], a[1] + b[1]]
const times = (p: Point, k: number): Point => [p[0] * k, p[1] * k]
const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
const distance = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1])
const angleOf = (a: Point, b: Point) => (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI
const onCircle = (c: Point, r: number, degrees: number): Point => [
  c[0] + r * Math.cos((degrees * Math.PI) / 180),
  c[1] + r * Math.sin((degrees * Math.PI) / 180),
]
/** A vector leaning back (towards the rear wheel) at `degrees` above the horizontal, as frame angles are quoted. */
const upAndBack = (degrees: number, length: number): Point => [-Math.cos((degrees * Math.PI) / 180) * length, -Math.sin((degrees * Math.PI) / 180) * length]
/** Unit normal of a→b pointing up the picture. */
function upwardNormal(a: Point, b: Point): Point {
  const len = distance(a, b) || 1
  const n: Point = [(b[1] - a[1]) / len, -(b[0] - a[0]) / len]
  return n[1] <= 0 ? n : [-n[0], -n[1]]
}

const num = (n: number) => String(Math.round(n * 10) / 10)
const pt = (p: Point) => `${num(p[0])} ${num(p[1])}`

function line(a: Point, b: Point, stroke: string, width: number, extra = ""): string {
  return `<line x1="${num(a[0])}" y1="${num(a[1])}" x2="${num(b[0])}" y2="${num(b[1])}" stroke="${stroke}" stroke-width="${num(width)}" stroke-linecap="round"${extra}/>`
}

function circle(c: Point, r: number, attrs: string): string {
  return `<circle cx="${num(c[0])}" cy="${num(c[1])}" r="${num(r)}" ${attrs}/>`
}

/** An arc of a circle, clockwise on screen from `from` to `to` degrees (0 = right, 90 = down). */
function arc(c: Point, r: number, from: number, to: number, stroke: string, width: number): string {
  const large = to - from > 180 ? 1 : 0
  return `<path d="M${pt(onCircle(c, r, from))} A${num(r)} ${num(r)} 0 ${large} 1 ${pt(onCircle(c, r, to))}" fill="none" stroke="${stroke}" stroke-width="${num(width)}" stroke-linecap="round"/>`
}

/** A painted tube with a soft highlight along its upper edge, so frames read as round. */
function tube(a: Point, b: Point, color: string, width: number): string {
  const n = upwardNormal(a, b)
  const shift = times(n, width * 0.22)
  return line(a, b, color, width) + line(add(a, shift), add(b, shift), lighten(color, 0.5), width * 0.22, ` opacity=".5"`)
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
}

// ---------------------------------------------------------------------------------------------
// Bicycles: a frame geometry plus the parts that make each kind recognisable
// ---------------------------------------------------------------------------------------------

/** Lengths in pixels at a nominal 700C wheel radius of 100; angles in degrees as in a geometry chart. */
type FrameGeometry = {
  wheelRadius: number
  tyre: number
  wheelbase: number
  chainstay: number
  bbDrop: number
  seatTube: number
  seatAngle: number
  seatPost: number
  headAngle: number
  fork: number
  headTube: number
}

type Frame = FrameGeometry & {
  rear: Point
  front: Point
  bb: Point
  seatCluster: Point
  saddle: Point
  headBottom: Point
  headTop: Point
}

type FrameStyle = "diamond" | "step-through" | "full-suspension" | "folding"
type BarStyle = "drop" | "flat" | "riser" | "swept" | "bmx" | "folding"
type SaddleStyle = "sport" | "comfort" | "bmx"
type Tread = "slick" | "fine" | "knobby"
type Detail = "drivetrain" | "shock" | "tyre" | "cockpit" | "basket" | "rack" | "training" | "plate" | "hinge" | "battery" | "pegs"

type Bike = {
  frame: Frame
  style: FrameStyle
  bar: BarStyle
  saddle: SaddleStyle
  tread: Tread
  suspensionFork: boolean
  discBrakes: boolean
  geared: boolean
  ring: number
  cog: number
  crank: number
  fatRims?: boolean
  doubleRing?: boolean
  fenders?: boolean
  rack?: boolean
  basket?: boolean
  chainGuard?: boolean
  trainingWheels?: boolean
  pegs?: boolean
  numberPlate?: boolean
  motor?: "mid" | "hub"
  detail: Detail
}

const GEOMETRY = {
  hardtail: {
    wheelRadius: 98,
    tyre: 12,
    wheelbase: 312,
    chainstay: 128,
    bbDrop: 14,
    seatTube: 122,
    seatAngle: 73,
    seatPost: 74,
    headAngle: 67,
    fork: 150,
    headTube: 30,
  },
  trail: {
    wheelRadius: 100,
    tyre: 13,
    wheelbase: 326,
    chainstay: 132,
    bbDrop: 10,
    seatTube: 116,
    seatAngle: 74,
    seatPost: 82,
    headAngle: 65,
    fork: 158,
    headTube: 30,
  },
  fat: {
    wheelRadius: 102,
    tyre: 27,
    wheelbase: 322,
    chainstay: 136,
    bbDrop: 12,
    seatTube: 122,
    seatAngle: 73,
    seatPost: 70,
    headAngle: 69,
    fork: 148,
    headTube: 32,
  },
  road: {
    wheelRadius: 98,
    tyre: 6,
    wheelbase: 294,
    chainstay: 112,
    bbDrop: 20,
    seatTube: 150,
    seatAngle: 73.5,
    seatPost: 58,
    headAngle: 72.5,
    fork: 106,
    headTube: 44,
  },
  city: {
    wheelRadius: 100,
    tyre: 9,
    wheelbase: 310,
    chainstay: 128,
    bbDrop: 18,
    seatTube: 142,
    seatAngle: 70,
    seatPost: 58,
    headAngle: 69,
    fork: 112,
    headTube: 56,
  },
  kids: {
    wheelRadius: 56,
    tyre: 12,
    wheelbase: 196,
    chainstay: 82,
    bbDrop: 6,
    seatTube: 70,
    seatAngle: 70,
    seatPost: 30,
    headAngle: 70,
    fork: 72,
    headTube: 30,
  },
  bmx: {
    wheelRadius: 64,
    tyre: 13,
    wheelbase: 244,
    chainstay: 94,
    bbDrop: -4,
    seatTube: 76,
    seatAngle: 71,
    seatPost: 14,
    headAngle: 74.5,
    fork: 84,
    headTube: 30,
  },
  folding: {
    wheelRadius: 58,
    tyre: 9,
    wheelbase: 252,
    chainstay: 94,
    bbDrop: 4,
    seatTube: 84,
    seatAngle: 72,
    seatPost: 150,
    headAngle: 75,
    fork: 80,
    headTube: 26,
  },
} satisfies Record<string, FrameGeometry>

function buildFrame(g: FrameGeometry): Frame {
  const rear: Point = [0, 0]
  const front: Point = [g.wheelbase, 0]
  const bb: Point = [g.chainstay, g.bbDrop]
  const headBottom = add(front, upAndBack(g.headAngle, g.fork))
  return {
    ...g,
    rear,
    front,
    bb,
    seatCluster: add(bb, upAndBack(g.seatAngle, g.seatTube)),
    saddle: add(bb, upAndBack(g.seatAngle, g.seatTube + g.seatPost)),
    headBottom,
    headTop: add(headBottom, upAndBack(g.headAngle, g.headTube)),
  }
}

/** Smaller wheels for the same design, e.g. a 20-inch kids' mountain bike; tyres stay chunky. */
function scaled(g: FrameGeometry, k: number): FrameGeometry {
  const lengths = ["wheelRadius", "wheelbase", "chainstay", "bbDrop", "seatTube", "seatPost", "fork", "headTube"] as const
  const copy = { ...g, tyre: g.tyre * Math.sqrt(k) }
  for (const key of lengths) copy[key] = g[key] * k
  return copy
}

const isKidsSize = (p: ProductSeed) => p.category.startsWith("kids")

/** Chooses the drawing for a product from its silhouette, refined by category and type. */
function bikeFor(p: ProductSeed): Bike | undefined {
  const geared = p.type === "Geared"
  const drive = { geared, ring: 21, cog: geared ? 15 : 8, crank: 44 }
  switch (p.silhouette) {
    case "mountain":
      return {
        ...drive,
        frame: buildFrame(isKidsSize(p) ? scaled(GEOMETRY.hardtail, 0.72) : GEOMETRY.hardtail),
        style: "diamond",
        bar: "riser",
        saddle: "sport",
        tread: "knobby",
        suspensionFork: true,
        discBrakes: !isKidsSize(p),
        detail: "drivetrain",
      }
    case "full-suspension":
      return {
        ...drive,
        frame: buildFrame(GEOMETRY.trail),
        style: "full-suspension",
        bar: "riser",
        saddle: "sport",
        tread: "knobby",
        suspensionFork: true,
        discBrakes: true,
        detail: "shock",
      }
    case "fat":
      return {
        ...drive,
        ring: 20,
        cog: 13,
        frame: buildFrame(GEOMETRY.fat),
        style: "diamond",
        bar: "riser",
        saddle: "sport",
        tread: "knobby",
        suspensionFork: false,
        discBrakes: true,
        fatRims: true,
        detail: "tyre",
      }
    case "road": {
      const gravel = p.category === "gravel"
      return {
        ...drive,
        ring: 24,
        cog: 12,
        doubleRing: !gravel,
        frame: buildFrame(gravel ? { ...GEOMETRY.road, tyre: 10 } : GEOMETRY.road),
        style: "diamond",
        bar: "drop",
        saddle: "sport",
        tread: gravel ? "fine" : "slick",
        suspensionFork: false,
        discBrakes: true,
        detail: p.category === "racing" ? "drivetrain" : "cockpit",
      }
    }
    case "city": {
      const comfort = p.category === "comfort"
      return {
        ...drive,
        frame: buildFrame(GEOMETRY.city),
        style: comfort ? "step-through" : "diamond",
        bar: "swept",
        saddle: "comfort",
        tread: "slick",
        suspensionFork: false,
        discBrakes: false,
        fenders: true,
        rack: !comfort,
        basket: comfort,
        chainGuard: !geared,
        detail: comfort ? "basket" : "rack",
      }
    }
    case "electric": {
      const offRoad = p.category === "e-mountain"
      return {
        ...drive,
        frame: buildFrame(offRoad ? GEOMETRY.hardtail : GEOMETRY.city),
        style: "diamond",
        bar: offRoad ? "riser" : "swept",
        saddle: offRoad ? "sport" : "comfort",
        tread: offRoad ? "knobby" : "slick",
        suspensionFork: offRoad,
        discBrakes: true,
        fenders: !offRoad,
        rack: !offRoad,
        chainGuard: !geared,
        motor: offRoad || geared ? "mid" : "hub",
        detail: "battery",
      }
    }
    case "kids":
      return {
        ...drive,
        ring: 15,
        cog: 6,
        crank: 28,
        frame: buildFrame(GEOMETRY.kids),
        style: "step-through",
        bar: "riser",
        saddle: "comfort",
        tread: "fine",
        suspensionFork: false,
        discBrakes: false,
        chainGuard: true,
        trainingWheels: true,
        detail: "training",
      }
    case "bmx": {
      const race = p.category === "race-bmx"
      return {
        ...drive,
        ring: 19,
        cog: 7,
        crank: 42,
        frame: buildFrame(GEOMETRY.bmx),
        style: "diamond",
        bar: "bmx",
        saddle: "bmx",
        tread: race ? "fine" : "knobby",
        suspensionFork: false,
        discBrakes: false,
        pegs: !race,
        numberPlate: race,
        detail: race ? "plate" : "pegs",
      }
    }
    case "folding": {
      const commuter = p.category === "folding-commuter"
      return {
        ...drive,
        ring: 22,
        cog: geared ? 12 : 7,
        crank: 40,
        frame: buildFrame(commuter ? scaled(GEOMETRY.folding, 1.15) : GEOMETRY.folding),
        style: "folding",
        bar: "folding",
        saddle: "comfort",
        tread: "slick",
        suspensionFork: false,
        discBrakes: false,
        fenders: commuter,
        rack: commuter,
        detail: "hinge",
      }
    }
    default:
      return undefined
  }
}

// --- wheels -----------------------------------------------------------------------------------

function wheel(bike: Bike, center: Point, isRear: boolean): string {
  const { wheelRadius: r, tyre } = bike.frame
  const rimR = r - tyre - (bike.fatRims ? 5 : 2)
  const spokeCount = r > 80 ? 28 : 20
  const spokes = Array.from({ length: spokeCount }, (_, i) => {
    const a = (360 / spokeCount) * i
    const hub = onCircle(center, 6, a)
    return line(hub, onCircle(center, rimR - 2, a + (i % 2 ? 14 : -14)), "#8f969d", 1.1)
  }).join("")
  const tread = {
    slick: "",
    fine: circle(center, r - 1, `fill="none" stroke="${INK}" stroke-width="2.5" stroke-dasharray="1.5 2.5"`),
    knobby: circle(center, r, `fill="none" stroke="${INK}" stroke-width="${bike.fatRims ? 6 : 4}" stroke-dasharray="${bike.fatRims ? "6 5" : "3.5 3.5"}"`),
  }[bike.tread]
  const rim = bike.fatRims
    ? circle(center, rimR, `fill="none" stroke="${STEEL}" stroke-width="10"`) +
      circle(center, rimR, `fill="none" stroke="${INK}" stroke-width="4" stroke-dasharray="9 7" opacity=".6"`)
    : circle(center, rimR, `fill="none" stroke="${STEEL}" stroke-width="4"`)
  const rotor = bike.discBrakes ? circle(center, r * 0.17, `fill="none" stroke="#9aa1a8" stroke-width="3.5" stroke-dasharray="5 2"`) : ""
  const hubMotor = isRear && bike.motor === "hub" ? circle(center, r * 0.2, `fill="#3a3e43" stroke="#5b6168" stroke-width="3"`) : ""
  return `<g>${spokes}${rim}${circle(center, r - tyre / 2, `fill="none" stroke="${RUBBER}" stroke-width="${num(tyre)}"`)}${tread}${rotor}${hubMotor}${circle(center, 6, `fill="#5f6368"`)}</g>`
}

function fender(bike: Bike, center: Point, isRear: boolean): string {
  const r = bike.frame.wheelRadius + 5
  return isRear ? arc(center, r, 180, 320, "#c3c8cd", 6) : arc(center, r, 205, 345, "#c3c8cd", 6)
}

function trainingWheel(bike: Bike): string {
  const { rear, wheelRadius: r } = bike.frame
  const small = r * 0.45
  const center: Point = [rear[0] - r * 0.55, rear[1] + r - small - 4]
  return (
    line(rear, add(center, [0, -small * 0.2]), "#9aa1a8", 5) +
    circle(center, small - 4, `fill="#f1f3f4" stroke="${RUBBER}" stroke-width="8"`) +
    circle(center, small * 0.35, `fill="#e8eaed" stroke="#9aa1a8" stroke-width="2"`) +
    circle(center, 3, `fill="#5f6368"`)
  )
}

// --- frame ------------------------------------------------------------------------------------

function frameTubes(bike: Bike, color: string): string {
  const f = bike.frame
  const topTubeEnd = lerp(f.headTop, f.headBottom, 0.15)
  switch (bike.style) {
    case "diamond":
      return (
        tube(f.bb, f.rear, color, 7) +
        tube(f.seatCluster, f.rear, color, 6) +
        tube(f.bb, f.headBottom, color, 12) +
        tube(f.bb, f.seatCluster, color, 10) +
        tube(f.seatCluster, topTubeEnd, color, 9)
      )
    case "step-through": {
      const from = lerp(f.headBottom, f.headTop, 0.55)
      const control: Point = [f.bb[0] + (from[0] - f.bb[0]) * 0.25, f.bb[1] - 10]
      const lowTube = lerp(f.bb, f.seatCluster, 0.3)
      return (
        tube(f.bb, f.rear, color, 7) +
        tube(f.seatCluster, f.rear, color, 6) +
        tube(f.bb, f.seatCluster, color, 10) +
        `<path d="M${pt(from)} Q${pt(control)} ${pt(lowTube)}" fill="none" stroke="${color}" stroke-width="13" stroke-linecap="round"/>` +
        `<path d="M${pt(f.headBottom)} Q${pt([control[0] + 10, control[1] + 8])} ${pt(f.bb)}" fill="none" stroke="${color}" stroke-width="9" stroke-linecap="round"/>`
      )
    }
    case "full-suspension": {
      const pivot = add(f.bb, upAndBack(f.seatAngle, 26))
      const rockerPivot = add(f.bb, upAndBack(f.seatAngle, f.seatTube * 0.8))
      const rockerBack = add(rockerPivot, [-16, 10])
      const rockerFront = add(rockerPivot, [26, 4])
      const shockMount = lerp(f.bb, f.headBottom, 0.62)
      return (
        tube(f.bb, f.headBottom, color, 14) +
        tube(f.bb, f.seatCluster, color, 10) +
        tube(f.seatCluster, topTubeEnd, color, 10) +
        tube(pivot, f.rear, darken(color, 0.15), 9) +
        tube(f.rear, rockerBack, darken(color, 0.15), 7) +
        coilShock(rockerFront, add(shockMount, times(upwardNormal(f.bb, f.headBottom), 6))) +
        `<path d="M${pt(rockerBack)} L${pt(rockerFront)} L${pt(add(rockerPivot, [2, -10]))} Z" fill="${darken(color, 0.35)}" stroke="${darken(color, 0.35)}" stroke-width="6" stroke-linejoin="round"/>` +
        [pivot, rockerPivot, rockerBack, rockerFront].map((p) => circle(p, 3.5, `fill="${STEEL}"`)).join("")
      )
    }
    case "folding": {
      const mainEnd = lerp(f.bb, f.seatCluster, 0.32)
      const hinge = lerp(f.headBottom, mainEnd, 0.5)
      return (
        tube(f.bb, f.rear, color, 7) +
        tube(lerp(f.bb, f.seatCluster, 0.75), f.rear, color, 6) +
        tube(f.bb, f.seatCluster, color, 11) +
        tube(lerp(f.headBottom, f.headTop, 0.4), mainEnd, color, 16) +
        foldHinge(hinge, color)
      )
    }
  }
}

function coilShock(a: Point, b: Point): string {
  const coils = 7
  const n = upwardNormal(a, b)
  const zigzag = Array.from({ length: coils * 2 + 1 }, (_, i) => {
    const p = lerp(a, b, 0.14 + (0.5 * i) / (coils * 2))
    const side = i === 0 || i === coils * 2 ? 0 : i % 2 ? 9 : -9
    return pt([p[0] + n[0] * side, p[1] + n[1] * side])
  })
  return (
    line(a, b, "#3a3e43", 8) +
    line(lerp(a, b, 0.6), b, "#2b2e32", 13) +
    `<polyline points="${zigzag.join(" ")}" fill="none" stroke="#f2a33a" stroke-width="3.5" stroke-linejoin="round"/>` +
    circle(a, 4, `fill="${STEEL}"`) +
    circle(b, 4, `fill="${STEEL}"`)
  )
}

function foldHinge(at: Point, color: string): string {
  return (
    circle(at, 11, `fill="${darken(color, 0.3)}" stroke="${STEEL}" stroke-width="3"`) +
    line(add(at, [-4, 8]), add(at, [18, 14]), STEEL, 5) +
    circle(at, 3, `fill="${STEEL}"`)
  )
}

function fork(bike: Bike, color: string): string {
  const f = bike.frame
  const head = tube(f.headBottom, f.headTop, color, 14) + circle(lerp(f.headBottom, f.headTop, 0.5), 3.5, `fill="${lighten(color, 0.6)}"`)
  if (!bike.suspensionFork) {
    const control = add(lerp(f.headBottom, f.front, 0.6), [6, 0])
    return head + `<path d="M${pt(f.headBottom)} Q${pt(control)} ${pt(f.front)}" fill="none" stroke="${color}" stroke-width="8" stroke-linecap="round"/>`
  }
  const knee = lerp(f.headBottom, f.front, 0.42)
  return (
    head +
    line(f.headBottom, knee, "#8d949b", 11) +
    line(f.headBottom, knee, "#cfd4d9", 7) +
    line(knee, f.front, "#2b2e32", 13) +
    line(lerp(knee, f.front, 0.1), lerp(knee, f.front, 0.2), "#f2a33a", 13)
  )
}

// --- drivetrain -------------------------------------------------------------------------------

function cassette(bike: Bike): string {
  const { rear } = bike.frame
  if (!bike.geared) return circle(rear, bike.cog, `fill="#6b7178" stroke="#4a4f55" stroke-width="2.5" stroke-dasharray="2 2"`)
  return [1, 0.8, 0.62, 0.45].map((k) => circle(rear, bike.cog * k, `fill="#8d949b" stroke="#555b61" stroke-width="1.5"`)).join("")
}

function derailleurPoints(bike: Bike): { upper: Point; lower: Point } {
  const { rear } = bike.frame
  return { upper: add(rear, [3, bike.cog + 10]), lower: add(rear, [12, bike.cog + 30]) }
}

function derailleur(bike: Bike): string {
  const { rear } = bike.frame
  const { upper, lower } = derailleurPoints(bike)
  return (
    line(add(rear, [-4, 6]), upper, "#3a3e43", 7) +
    line(upper, lower, "#4a4f55", 6) +
    circle(upper, 4.5, `fill="#9aa1a8"`) +
    circle(lower, 4.5, `fill="#9aa1a8"`)
  )
}

function chain(bike: Bike): string {
  const { rear, bb } = bike.frame
  const top = `M${pt([bb[0], bb[1] - bike.ring])} L${pt([rear[0], rear[1] - bike.cog])}`
  let bottom = `M${pt([bb[0], bb[1] + bike.ring])} L${pt([rear[0], rear[1] + bike.cog])}`
  if (bike.geared) {
    const { upper, lower } = derailleurPoints(bike)
    bottom = `M${pt([bb[0], bb[1] + bike.ring])} L${pt(lower)} L${pt(upper)} L${pt([rear[0] + 2, rear[1] + bike.cog])}`
  }
  const style = `fill="none" stroke-linejoin="round" stroke-linecap="round"`
  return `<path d="${top} ${bottom}" ${style} stroke="#4a4f55" stroke-width="4"/><path d="${top} ${bottom}" ${style} stroke="#9aa1a8" stroke-width="1.6" stroke-dasharray="2 2"/>`
}

function chainring(bike: Bike): string {
  const { bb } = bike.frame
  const arms = Array.from({ length: 5 }, (_, i) => line(bb, onCircle(bb, bike.ring - 3, i * 72 + 20), "#6b7178", 4)).join("")
  const inner = bike.doubleRing ? circle(bb, bike.ring * 0.72, `fill="none" stroke="#5f656b" stroke-width="3" stroke-dasharray="2 2"`) : ""
  return (
    circle(bb, bike.ring + 1.5, `fill="none" stroke="#4a4f55" stroke-width="3" stroke-dasharray="2.5 2"`) +
    circle(bb, bike.ring - 1.5, `fill="none" stroke="#7d848b" stroke-width="4"`) +
    inner +
    arms
  )
}

function chainGuard(bike: Bike, color: string): string {
  const { rear, bb } = bike.frame
  const guard = darken(color, 0.35)
  return (
    `<path d="M${pt([bb[0], bb[1] - bike.ring - 5])} L${pt([rear[0] + 6, rear[1] - bike.cog - 5])} L${pt([rear[0] + 6, rear[1] - bike.cog + 5])} L${pt([bb[0], bb[1] - bike.ring + 8])} Z" fill="${guard}"/>` +
    circle(bb, bike.ring + 4, `fill="${guard}"`) +
    circle(bb, bike.ring * 0.5, `fill="${lighten(guard, 0.25)}"`)
  )
}

function crankArm(bike: Bike, degrees: number, shade: string): string {
  const { bb } = bike.frame
  const end = onCircle(bb, bike.crank, degrees)
  return (
    line(bb, end, shade, 7) +
    `<rect x="${num(end[0] - 12)}" y="${num(end[1] - 3.5)}" width="24" height="7" rx="3" fill="${INK}"/>` +
    circle(bb, 6, `fill="${STEEL}"`)
  )
}

const DRIVE_CRANK = 55
const FAR_CRANK = DRIVE_CRANK + 180

function nearDrivetrain(bike: Bike, color: string): string {
  const guard = bike.chainGuard ? chainGuard(bike, color) : chainring(bike)
  return cassette(bike) + chain(bike) + (bike.geared ? derailleur(bike) : "") + guard + crankArm(bike, DRIVE_CRANK, "#4a4f55")
}

// --- motor and battery --------------------------------------------------------------------------

function batteryPlacement(bike: Bike): { center: Point; angle: number; length: number } {
  const f = bike.frame
  const n = upwardNormal(f.bb, f.headBottom)
  const mid = lerp(f.bb, f.headBottom, 0.5)
  return { center: add(mid, times(n, 13)), angle: angleOf(f.bb, f.headBottom), length: distance(f.bb, f.headBottom) * 0.56 }
}

function battery(bike: Bike, color: string): string {
  const { center, angle, length } = batteryPlacement(bike)
  const leds = [0, 1, 2, 3]
    .map((i) => `<rect x="${num(-length / 2 + 10 + i * 8)}" y="-3" width="5" height="5" rx="1" fill="${i < 3 ? "#4cd964" : "#5b6168"}"/>`)
    .join("")
  return `<g transform="translate(${pt(center)}) rotate(${num(angle)})">
    <rect x="${num(-length / 2)}" y="-13" width="${num(length)}" height="26" rx="9" fill="#2b2e32"/>
    <rect x="${num(-length / 2 + 4)}" y="-11" width="${num(length - 8)}" height="5" rx="2.5" fill="${lighten(color, 0.3)}" opacity=".8"/>${leds}</g>`
}

function midMotor(bike: Bike): string {
  const { bb } = bike.frame
  return `<g transform="translate(${pt(bb)}) rotate(${num(angleOf(bike.frame.bb, bike.frame.headBottom) + 180)})"><rect x="-40" y="-22" width="58" height="44" rx="14" fill="#3a3e43"/><rect x="-34" y="-16" width="16" height="4" rx="2" fill="#6b7178"/></g>`
}

// --- touch points -------------------------------------------------------------------------------

function seatAndSaddle(bike: Bike): string {
  const f = bike.frame
  const post = line(f.seatCluster, f.saddle, "#8d949b", 6)
  const [x, y] = f.saddle
  const shapes: Record<SaddleStyle, string> = {
    sport: `<path d="M${num(x - 26)} ${num(y - 5)} q26 -9 52 2 q4 4 -6 5 l-20 1 q-16 1 -26 -8 z" fill="${INK}"/>`,
    comfort:
      `<path d="M${num(x - 24)} ${num(y - 9)} q16 -10 38 -3 q8 3 8 8 q-24 6 -46 2 q-6 -3 0 -7 z" fill="#3b2f2a"/>` +
      `<path d="M${num(x - 16)} ${num(y - 2)} l4 4 l-4 4 l4 4" fill="none" stroke="#8d949b" stroke-width="2"/>`,
    bmx: `<path d="M${num(x - 22)} ${num(y - 4)} q22 -7 44 0 q2 4 -3 5 h-38 q-5 -1 -3 -5 z" fill="${INK}"/>`,
  }
  return post + shapes[bike.saddle]
}

/** Stem and handlebar; returns the bar's clamp so baskets and number plates can hang from it. */
function cockpit(bike: Bike, color: string): { svg: string; clamp: Point } {
  const f = bike.frame
  if (bike.bar === "folding") {
    const postTop = add(f.headTop, upAndBack(f.headAngle, 118))
    const svg =
      line(f.headTop, postTop, "#8d949b", 8) +
      circle(lerp(f.headTop, postTop, 0.18), 7, `fill="${darken(color, 0.3)}" stroke="${STEEL}" stroke-width="2"`) +
      line(postTop, add(postTop, [-24, 2]), INK, 8) +
      line(add(postTop, [-2, 2]), add(postTop, [12, 14]), "#5f6368", 3)
    return { svg, clamp: postTop }
  }
  const steerTop = add(f.headTop, upAndBack(f.headAngle, bike.bar === "bmx" ? 6 : 12))
  const stemVector: Record<BarStyle, Point> = { drop: [22, -4], flat: [18, -3], riser: [16, -6], swept: [8, -18], bmx: [12, -4], folding: [0, 0] }
  const clamp = add(steerTop, stemVector[bike.bar])
  const stem = line(f.headTop, steerTop, "#3a3e43", 9) + line(steerTop, clamp, "#3a3e43", 8)
  const [x, y] = clamp
  const bars: Record<Exclude<BarStyle, "folding">, string> = {
    drop:
      `<path d="M${pt(clamp)} h8 c18 0 22 8 20 22 c-2 13 -12 18 -26 14" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M${num(x + 10)} ${num(y - 2)} q10 -4 12 6 l-2 16" fill="none" stroke="#3a3e43" stroke-width="6" stroke-linecap="round"/>`,
    flat: line(clamp, [x - 18, y + 1], INK, 6) + line([x - 14, y + 1], [x - 30, y + 2], RUBBER, 9) + line([x - 4, y], [x + 8, y + 12], "#5f6368", 3),
    riser:
      `<path d="M${pt(clamp)} l-5 -12 l-14 -2" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
      line([x - 12, y - 13], [x - 28, y - 15], RUBBER, 9) +
      line([x - 6, y - 12], [x + 6, y - 2], "#5f6368", 3),
    swept:
      `<path d="M${pt(clamp)} q8 -10 -4 -16 l-30 2" fill="none" stroke="#c3c8cd" stroke-width="6" stroke-linecap="round"/>` +
      line([x - 20, y - 14], [x - 36, y - 13], "#3b2f2a", 10) +
      circle([x - 2, y - 12], 5, `fill="#e8c547" stroke="#b89a2b" stroke-width="1.5"`),
    bmx:
      `<path d="M${pt(clamp)} l-12 -52 l-18 2" fill="none" stroke="#c3c8cd" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
      line([x - 5, y - 24], [x + 3, y - 26], "#c3c8cd", 5) +
      line([x - 14, y - 51], [x - 32, y - 49], RUBBER, 10),
  }
  return { svg: stem + bars[bike.bar], clamp }
}

function basket(clamp: Point): string {
  const [x, y] = clamp
  const weave = [1, 2, 3].map((i) => line([x + 8 + i * 1.5, y + 4 + i * 11], [x + 66 - i * 2, y + 4 + i * 11], "#9c7a45", 2)).join("")
  return `<path d="M${num(x + 6)} ${num(y + 2)} h64 l-8 46 h-50 z" fill="#d2ad72" stroke="#8d6e3f" stroke-width="3" stroke-linejoin="round"/>${weave}`
}

function rackPoints(bike: Bike): { front: Point; back: Point } {
  const f = bike.frame
  const y = f.rear[1] - f.wheelRadius - 16
  return { front: [f.seatCluster[0] - 6, y], back: [f.rear[0] - f.wheelRadius * 0.6, y] }
}

function rack(bike: Bike): string {
  const f = bike.frame
  const { front, back } = rackPoints(bike)
  return (
    line(back, front, "#4a4f55", 5) +
    line(front, f.seatCluster, "#4a4f55", 3.5) +
    line(back, f.rear, "#4a4f55", 4) +
    line(lerp(back, front, 0.45), f.rear, "#4a4f55", 4)
  )
}

function numberPlate(clamp: Point, color: string): string {
  const [x, y] = clamp
  return (
    `<g transform="rotate(-14 ${pt(clamp)})"><rect x="${num(x + 2)}" y="${num(y - 46)}" width="40" height="38" rx="9" fill="#ffffff" stroke="${INK}" stroke-width="2"/>` +
    `<text x="${num(x + 22)}" y="${num(y - 18)}" font-family="${FONT}" font-size="26" font-weight="bold" text-anchor="middle" fill="${color}">7</text></g>`
  )
}

function pegs(bike: Bike): string {
  const peg = (at: Point) =>
    `<rect x="${num(at[0] - 13)}" y="${num(at[1] - 5)}" width="26" height="10" rx="4" fill="#cfd4d9" stroke="#8d949b" stroke-width="1.5"/>`
  return peg(bike.frame.rear) + peg(bike.frame.front)
}

function floorShadow(bike: Bike): string {
  const f = bike.frame
  const floor = f.rear[1] + f.wheelRadius
  const center = (f.rear[0] + f.front[0]) / 2
  const half = (f.front[0] - f.rear[0]) / 2 + f.wheelRadius * 0.9
  return (
    `<ellipse cx="${num(center)}" cy="${num(floor + 2)}" rx="${num(half)}" ry="9" fill="#000" opacity=".12" filter="url(#soft)"/>` +
    [f.rear, f.front]
      .map((w) => `<ellipse cx="${num(w[0])}" cy="${num(floor + 1)}" rx="${num(f.wheelRadius * 0.45)}" ry="3.5" fill="#000" opacity=".2" filter="url(#soft)"/>`)
      .join("")
  )
}

/** The whole bicycle in its own coordinates (rear axle at 0,0); `near` is the side facing the camera. */
function drawBike(bike: Bike, color: string, near: "drive" | "non-drive"): string {
  const f = bike.frame
  const { svg: bar, clamp } = cockpit(bike, color)
  const parts = [
    floorShadow(bike),
    near === "drive" ? crankArm(bike, FAR_CRANK, "#6b7178") : `<g opacity=".55">${nearDrivetrain(bike, color)}</g>`,
    wheel(bike, f.rear, true),
    wheel(bike, f.front, false),
    bike.fenders ? fender(bike, f.rear, true) + fender(bike, f.front, false) : "",
    bike.rack ? rack(bike) : "",
    frameTubes(bike, color),
    fork(bike, color),
    bike.motor ? battery(bike, color) : "",
    bike.motor === "mid" ? midMotor(bike) : "",
    seatAndSaddle(bike),
    bar,
    bike.basket ? basket(clamp) : "",
    bike.numberPlate ? numberPlate(clamp, color) : "",
    near === "drive" ? nearDrivetrain(bike, color) : crankArm(bike, FAR_CRANK, "#4a4f55"),
    bike.pegs ? pegs(bike) : "",
    bike.trainingWheels ? trainingWheel(bike) : "",
  ]
  return parts.join("\n")
}

type Box = { minX: number; maxX: number; minY: number; maxY: number }

function bikeBounds(bike: Bike): Box {
  const f = bike.frame
  const { clamp } = cockpit(bike, "#000")
  return {
    minX: f.rear[0] - f.wheelRadius - 4,
    maxX: f.front[0] + f.wheelRadius + 4,
    minY: Math.min(f.saddle[1] - 14, clamp[1] - (bike.bar === "bmx" ? 56 : bike.numberPlate ? 50 : 22)),
    maxY: f.rear[1] + f.wheelRadius,
  }
}

/** Where the close-up (-3) looks, in the bike's coordinates, and what the caption says. */
function detailOf(bike: Bike): { focus: Point; zoom: number; caption: string } {
  const f = bike.frame
  const between = lerp(f.bb, f.rear, 0.45)
  switch (bike.detail) {
    case "drivetrain":
      return { focus: add(between, [0, 8]), zoom: 2.5, caption: "DRIVETRAIN" }
    case "shock":
      return { focus: add(lerp(f.bb, f.seatCluster, 0.6), [34, 4]), zoom: 2.3, caption: "REAR SUSPENSION" }
    case "tyre":
      return { focus: add(f.front, [f.wheelRadius * 0.35, f.wheelRadius * 0.25]), zoom: 2.2, caption: "4-INCH TYRES" }
    case "cockpit":
      return { focus: add(cockpit(bike, "#000").clamp, [0, 18]), zoom: 2.7, caption: "DROP BARS" }
    case "basket":
      return { focus: add(cockpit(bike, "#000").clamp, [30, 14]), zoom: 2.4, caption: "FRONT BASKET" }
    case "rack": {
      const { front, back } = rackPoints(bike)
      return { focus: add(lerp(front, back, 0.5), [0, 34]), zoom: 2.3, caption: "CARRIER AND MUDGUARDS" }
    }
    case "training":
      return { focus: add(f.rear, [-f.wheelRadius * 0.3, f.wheelRadius * 0.35]), zoom: 2.6, caption: "TRAINING WHEELS" }
    case "plate":
      return { focus: add(cockpit(bike, "#000").clamp, [10, -20]), zoom: 2.6, caption: "RACE PLATE" }
    case "pegs":
      return { focus: add(between, [-4, 4]), zoom: 2.5, caption: "PEGS AND DRIVER" }
    case "hinge": {
      const mainEnd = lerp(f.bb, f.seatCluster, 0.32)
      return { focus: lerp(f.headBottom, mainEnd, 0.5), zoom: 2.6, caption: "FOLDING HINGE" }
    }
    case "battery":
      return { focus: lerp(batteryPlacement(bike).center, f.bb, 0.4), zoom: 2.1, caption: bike.motor === "mid" ? "BATTERY AND MOTOR" : "BATTERY" }
  }
}

function bikeScene(product: ProductSeed, bike: Bike, view: View): { body: string; caption?: string } {
  const box = bikeBounds(bike)
  const scale = Math.min((W - 64) / (box.maxX - box.minX), (FLOOR_Y - 64) / (box.maxY - box.minY), 1.6)
  const centerX = (box.minX + box.maxX) / 2
  if (view === "detail") {
    const { focus, zoom, caption } = detailOf(bike)
    const z = scale * zoom
    const transform = `translate(${num(W / 2 - z * focus[0])} ${num(H / 2 - z * focus[1])}) scale(${num(z)})`
    return { body: `<g transform="${transform}">${drawBike(bike, product.color, "drive")}</g>`, caption }
  }
  const s = view === "reverse" ? scale * 0.94 : scale
  const tx = W / 2 - s * centerX
  const ty = FLOOR_Y - s * box.maxY
  const transform = view === "side" ? `translate(${num(tx)} ${num(ty)}) scale(${num(s)})` : `translate(${num(W - tx)} ${num(ty)}) scale(${num(-s)} ${num(s)})`
  return { body: `<g transform="${transform}">${drawBike(bike, product.color, view === "side" ? "drive" : "non-drive")}</g>` }
}

// ---------------------------------------------------------------------------------------------
// Accessories: each has its own three angles, drawn around the canvas centre
// ---------------------------------------------------------------------------------------------

function groundShadow(cx: number, y: number, rx: number): string {
  return `<ellipse cx="${num(cx)}" cy="${num(y)}" rx="${num(rx)}" ry="10" fill="#000" opacity=".14" filter="url(#soft)"/>`
}

function helmetSide(color: string, visor: boolean): string {
  const vents = ["M-110 -62 Q-60 -104 0 -108", "M-80 -20 Q-10 -78 80 -80", "M-30 12 Q40 -30 128 -24"]
    .map((d) => `<path d="${d}" stroke="#26292d" stroke-width="13" fill="none" stroke-linecap="round"/>`)
    .join("")
  return `<g transform="translate(320 236)">${groundShadow(0, 128, 170)}
    <path d="M-172 34 C-178 -70 -90 -132 14 -132 C118 -132 176 -66 178 12 C179 38 162 50 134 50 L-142 54 C-162 54 -170 46 -172 34 Z" fill="${color}"/>
    <path d="M-150 -30 C-110 -100 -30 -118 40 -116" stroke="${lighten(color, 0.55)}" stroke-width="10" fill="none" opacity=".6" stroke-linecap="round"/>
    ${vents}
    <path d="M-142 54 L134 50 L126 64 L-134 68 Z" fill="#2b2e32"/>
    ${circle([-156, 44], 12, `fill="#2b2e32" stroke="#5f6368" stroke-width="3"`)}
    <path d="M-40 66 Q-20 118 16 124 M70 62 Q52 116 16 124" stroke="#3a3e43" stroke-width="5" fill="none"/>
    <rect x="4" y="116" width="24" height="14" rx="4" fill="#3a3e43"/>
    ${visor ? `<path d="M146 -14 L224 4 Q228 16 214 20 L158 20 Z" fill="${darken(color, 0.35)}"/>` : ""}</g>`
}

function helmetFront(color: string, visor: boolean): string {
  const vents = [-84, -42, 0, 42, 84]
    .map((x) => `<rect x="${x - 10}" y="${-96 + Math.abs(x) * 0.35}" width="20" height="${90 - Math.abs(x) * 0.5}" rx="10" fill="#26292d"/>`)
    .join("")
  return `<g transform="translate(320 226)">${groundShadow(0, 150, 150)}
    <path d="M-150 70 C-160 -80 -80 -130 0 -130 C80 -130 160 -80 150 70 Q0 44 -150 70 Z" fill="${color}"/>${vents}
    <path d="M-150 70 Q0 44 150 70 L146 86 Q0 62 -146 86 Z" fill="#2b2e32"/>
    ${visor ? `<path d="M-118 -6 Q0 -30 118 -6 L108 14 Q0 -8 -108 14 Z" fill="${darken(color, 0.35)}"/>` : ""}
    <path d="M-140 84 L-60 140 L60 140 L140 84" stroke="#3a3e43" stroke-width="5" fill="none"/>
    <rect x="-16" y="132" width="32" height="16" rx="5" fill="#3a3e43"/></g>`
}

function helmetTop(color: string): string {
  const slots = [-1, 0, 1]
    .flatMap((row) =>
      [-2, -1, 0, 1, 2].map((col) => {
        const x = col * 62
        const y = row * 58 - Math.abs(col) * 4
        return `<rect x="${x - 22}" y="${y - 11}" width="44" height="22" rx="11" fill="#26292d" transform="rotate(${col * 6} ${x} ${y})"/>`
      })
    )
    .join("")
  return `<g transform="translate(320 218)">
    <ellipse cx="0" cy="0" rx="210" ry="150" fill="${color}"/>
    <ellipse cx="-40" cy="-60" rx="120" ry="40" fill="${lighten(color, 0.5)}" opacity=".35"/>${slots}
    <path d="M200 -40 Q226 0 200 40" stroke="${darken(color, 0.3)}" stroke-width="10" fill="none" stroke-linecap="round"/></g>`
}

function lightSide(color: string): string {
  return `<g transform="translate(270 210)">${groundShadow(10, 170, 200)}
    <path d="M118 -30 L360 -140 L360 140 L118 30 Z" fill="#fff6bf" opacity=".8"/>
    <rect x="-150" y="-42" width="270" height="84" rx="38" fill="${color}"/>
    <rect x="-140" y="-36" width="230" height="14" rx="7" fill="${lighten(color, 0.55)}" opacity=".7"/>
    <rect x="96" y="-48" width="34" height="96" rx="14" fill="#2b2e32"/>
    <ellipse cx="130" cy="0" rx="8" ry="40" fill="#fffbe6"/>
    ${circle([-50, -42], 9, `fill="#2b2e32"`)}
    <path d="M-90 42 L-90 78 Q-60 104 -30 78 L-30 42" fill="#3a3e43"/>
    ${circle([-60, 86], 20, `fill="${STEEL}" stroke="#8d949b" stroke-width="3"`)}
    <rect x="-220" y="96" width="60" height="50" rx="14" fill="#c62828"/>
    <rect x="-212" y="104" width="44" height="34" rx="10" fill="#ff5252"/></g>`
}

function lightFront(color: string): string {
  const leds = [-50, 0, 50].map((x) => circle([x, 0], 18, `fill="#fffde7" stroke="#f5d142" stroke-width="4"`)).join("")
  const rearLeds = [0, 1, 2].map((i) => circle([0, -36 + i * 36], 10, `fill="#ffcdd2"`)).join("")
  return `<g transform="translate(250 214)">${groundShadow(0, 130, 170)}
    <rect x="-130" y="-70" width="260" height="140" rx="60" fill="${color}"/>
    <rect x="-106" y="-48" width="212" height="96" rx="44" fill="#2b2e32"/>${leds}</g>
    <g transform="translate(500 232)">${groundShadow(0, 112, 56)}
    <rect x="-42" y="-80" width="84" height="160" rx="24" fill="#3a3e43"/>
    <rect x="-30" y="-66" width="60" height="132" rx="18" fill="#e53935"/>${rearLeds}</g>`
}

function lightPort(color: string): string {
  return `<g transform="translate(320 218)">
    <rect x="-300" y="-120" width="520" height="240" rx="110" fill="${color}"/>
    <rect x="-280" y="-104" width="460" height="30" rx="15" fill="${lighten(color, 0.55)}" opacity=".6"/>
    <rect x="-120" y="-22" width="90" height="44" rx="22" fill="#1f2124"/>
    <rect x="-104" y="-8" width="58" height="16" rx="8" fill="#5f6368"/>
    ${circle([40, 0], 14, `fill="#4cd964"`)}${circle([110, 0], 30, `fill="#2b2e32" stroke="#5f6368" stroke-width="4"`)}
    <rect x="-420" y="-30" width="250" height="60" rx="14" fill="#eceff1" stroke="#b0b6bb" stroke-width="3"/>
    <rect x="-180" y="-14" width="60" height="28" rx="8" fill="#b0b6bb"/></g>`
}

function keyRing(at: Point): string {
  const keys = [-62, -20, 24]
    .map(
      (angle, i) =>
        `<g transform="translate(${pt(at)}) rotate(${angle})"><circle cx="30" cy="0" r="14" fill="${i === 2 ? "#9aa1a8" : "#c9a227"}"/>` +
        `<circle cx="30" cy="0" r="5" fill="#f5f3ee"/><path d="M42 -4 h44 v4 l-4 5 l-5 -4 l-5 5 l-5 -5 h-25 z" fill="${i === 2 ? "#b9bfc6" : "#d4b13a"}"/></g>`
    )
    .join("")
  return circle(at, 14, `fill="none" stroke="#9aa1a8" stroke-width="4"`) + keys
}

function uLock(color: string, withKeys: boolean): string {
  const lock = `<path d="M-118 60 V-60 A118 118 0 0 1 118 -60 V60" fill="none" stroke="#aeb4ba" stroke-width="36"/>
    <path d="M-128 -40 A128 128 0 0 1 -40 -152" fill="none" stroke="#e8ebee" stroke-width="8" opacity=".7"/>
    <rect x="-170" y="40" width="340" height="84" rx="28" fill="${color}"/>
    <rect x="-160" y="48" width="320" height="14" rx="7" fill="${lighten(color, 0.45)}" opacity=".6"/>
    <rect x="-186" y="44" width="40" height="76" rx="14" fill="#2b2e32"/><rect x="146" y="44" width="40" height="76" rx="14" fill="#2b2e32"/>
    ${circle([100, 82], 16, `fill="#2b2e32"`)}<rect x="96" y="72" width="8" height="20" rx="2" fill="#8d949b"/>`
  if (!withKeys) return `<g transform="translate(320 236)">${groundShadow(0, 140, 190)}${lock}</g>`
  return `<g transform="translate(250 240)">${groundShadow(60, 136, 250)}<g transform="rotate(-7 0 124)">${lock}</g>
    <g transform="translate(222 104) scale(1.6 1.25)">${keyRing([0, 0])}</g></g>`
}

function lockCylinder(color: string): string {
  return `<g transform="translate(320 218)">
    <rect x="-360" y="-110" width="720" height="220" rx="90" fill="${color}"/>
    <rect x="-340" y="-96" width="680" height="30" rx="15" fill="${lighten(color, 0.45)}" opacity=".5"/>
    ${circle([0, 0], 80, `fill="#2b2e32"`)}${circle([0, 0], 56, `fill="#c9cfd4" stroke="#8d949b" stroke-width="4"`)}
    <rect x="-10" y="-36" width="20" height="72" rx="4" fill="#3a3e43"/>
    <g transform="rotate(-20)"><rect x="-8" y="-100" width="16" height="70" rx="3" fill="#d4b13a"/>
    <circle cx="0" cy="-130" r="42" fill="#c9a227"/><circle cx="0" cy="-140" r="12" fill="${color}"/></g></g>`
}

/** The front of a wheel standing on the floor, for the pump to inflate. */
function wheelToInflate(center: Point, r: number): { svg: string; valve: Point } {
  const spokes = Array.from({ length: 18 }, (_, i) => line(center, onCircle(center, r - 26, i * 20), "#8f969d", 1.5)).join("")
  const valveBase = onCircle(center, r - 24, 150)
  const valve = onCircle(center, r - 44, 150)
  const svg =
    spokes +
    circle(center, r - 24, `fill="none" stroke="${STEEL}" stroke-width="7"`) +
    circle(center, r - 10, `fill="none" stroke="${RUBBER}" stroke-width="20"`) +
    circle(center, 9, `fill="#5f6368"`) +
    line(valveBase, valve, "#8d949b", 6)
  return { svg, valve }
}

function floorPump(color: string, inflating: boolean): string {
  const base: Point = [26, 110]
  let hose = `<path d="M${pt(base)} Q120 120 110 10 Q104 -60 40 -80" fill="none" stroke="#2b2e32" stroke-width="8"/><rect x="28" y="-98" width="26" height="40" rx="8" fill="#3a3e43"/>`
  let tyre = ""
  if (inflating) {
    const wheelToFill = wheelToInflate([380, 12], 152)
    tyre = wheelToFill.svg
    const [vx, vy] = wheelToFill.valve
    hose =
      `<path d="M${pt(base)} Q180 170 ${num(vx - 10)} ${num(vy + 6)}" fill="none" stroke="#2b2e32" stroke-width="8"/>` +
      `<rect x="${num(vx - 22)}" y="${num(vy - 8)}" width="26" height="18" rx="6" fill="#3a3e43" transform="rotate(-30 ${pt([vx, vy])})"/>`
  }
  return `<g transform="translate(${inflating ? 200 : 300} 224)">${groundShadow(inflating ? 120 : 0, 164, inflating ? 300 : 150)}
    ${tyre}
    <rect x="-8" y="-196" width="16" height="60" fill="#9aa1a8"/>
    <rect x="-96" y="-214" width="192" height="24" rx="12" fill="#2b2e32"/>
    <rect x="-26" y="-140" width="52" height="286" rx="20" fill="${color}"/>
    <rect x="-18" y="-132" width="12" height="268" rx="6" fill="${lighten(color, 0.5)}" opacity=".6"/>
    <path d="M-130 150 H130 L112 168 H-112 Z" fill="#3a3e43"/>
    ${circle([0, 94], 34, `fill="#ffffff" stroke="#2b2e32" stroke-width="6"`)}
    <path d="M0 94 L18 76" stroke="#d93025" stroke-width="4" stroke-linecap="round"/>${hose}</g>`
}

function pumpGauge(color: string): string {
  const ticks = Array.from({ length: 17 }, (_, i) => {
    const a = 135 + i * (270 / 16)
    return line(onCircle([320, 218], 150, a), onCircle([320, 218], i % 4 ? 136 : 124, a), "#2b2e32", i % 4 ? 3 : 5)
  }).join("")
  const labels = [0, 40, 80, 120, 160]
    .map((v, i) => {
      const [x, y] = onCircle([320, 218], 100, 135 + i * 67.5)
      return `<text x="${num(x)}" y="${num(y + 8)}" font-family="${FONT}" font-size="22" text-anchor="middle" fill="#2b2e32">${v}</text>`
    })
    .join("")
  return `${circle([320, 218], 200, `fill="${color}"`)}${circle([320, 218], 172, `fill="#ffffff" stroke="#2b2e32" stroke-width="8"`)}
    ${ticks}${labels}<text x="320" y="300" font-family="${FONT}" font-size="20" font-weight="bold" text-anchor="middle" fill="#5f6368">PSI</text>
    ${line([320, 218], onCircle([320, 218], 130, 330), "#d93025", 6)}${circle([320, 218], 14, `fill="#2b2e32"`)}`
}

function accessoryScene(product: ProductSeed, view: View): { body: string; caption?: string } {
  const c = product.color
  const visor = product.category === "helmets" && /trail|mtb|mountain/i.test(product.title)
  switch (product.silhouette) {
    case "helmet":
      return view === "side"
        ? { body: helmetSide(c, visor) }
        : view === "reverse"
          ? { body: helmetFront(c, visor) }
          : { body: helmetTop(c), caption: "VENTILATION" }
    case "light":
      return view === "side" ? { body: lightSide(c) } : view === "reverse" ? { body: lightFront(c) } : { body: lightPort(c), caption: "USB-C CHARGING" }
    case "lock":
      return view === "side" ? { body: uLock(c, false) } : view === "reverse" ? { body: uLock(c, true) } : { body: lockCylinder(c), caption: "KEY CYLINDER" }
    case "pump":
      return view === "side"
        ? { body: floorPump(c, false) }
        : view === "reverse"
          ? { body: floorPump(c, true) }
          : { body: pumpGauge(c), caption: "PRESSURE GAUGE" }
    default:
      throw new Error(`no drawing for silhouette "${product.silhouette}" (${product.handle})`)
  }
}

// ---------------------------------------------------------------------------------------------
// The picture: backdrop, subject, brand and caption
// ---------------------------------------------------------------------------------------------

function backdrop(product: ProductSeed, view: View): string {
  const tint = (t: number, base = "#ffffff") => mix(product.color, base, t)
  const stops = {
    side: [
      ["0", "#fbfaf7"],
      ["0.78", "#f1eee8"],
      ["1", "#e6e2da"],
    ],
    reverse: [
      ["0", tint(0.9)],
      ["0.66", tint(0.84)],
      ["0.7", tint(0.78, "#f2efe9")],
      ["1", tint(0.72, "#e9e5dd")],
    ],
    detail: [
      ["0", tint(0.93, "#fbfaf7")],
      ["1", tint(0.8, "#ebe7df")],
    ],
  }[view]
  const gradient = view === "detail" ? `<radialGradient id="bg" cx="0.5" cy="0.45" r="0.75">` : `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">`
  const close = view === "detail" ? "</radialGradient>" : "</linearGradient>"
  return `<defs>${gradient}${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("")}${close}
    <filter id="soft" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="4"/></filter></defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>`
}

function label(text: string, x: number, y: number, anchor: "start" | "end", size: number, fill: string): string {
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${fill}">${escapeXml(text)}</text>`
}

function captionPill(text: string): string {
  const width = text.length * 10.6 + 30
  return `<rect x="20" y="${H - 52}" width="${num(width)}" height="32" rx="16" fill="#ffffff" opacity=".85"/>` + label(text, 34, H - 30, "start", 15, "#3c4043")
}

function svgFor(product: ProductSeed, view: View): string {
  const bike = bikeFor(product)
  const { body, caption } = bike ? bikeScene(product, bike, view) : accessoryScene(product, view)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  ${backdrop(product, view)}
  ${body}
  ${caption ? captionPill(`${product.brand.toUpperCase()} · ${caption}`) : label(product.brand.toUpperCase(), W - 22, 36, "end", 17, "#5f6368")}
</svg>`
}

// ---------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------

function main(): void {
  const workDir = mkdtempSync(join(tmpdir(), "chaka-seed-images-"))
  mkdirSync(OUT_DIR, { recursive: true })
  const written = new Set<string>()
  try {
    for (const product of PRODUCTS) {
      VIEWS.forEach((view, index) => {
        const name = `${product.handle}-${index + 1}.webp`
        svgToWebp(svgFor(product, view), { w: W, h: H }, join(OUT_DIR, name), workDir, [WEBP_QUALITY])
        written.add(name)
      })
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true })
  }
  removeStaleImages(OUT_DIR, written)
  const bytes = [...written].reduce((sum, name) => sum + statSync(join(OUT_DIR, name)).size, 0)
  console.log(`Wrote ${written.size} images (${Math.round(bytes / 1024)} KB) to ${OUT_DIR}`)
}

main()
