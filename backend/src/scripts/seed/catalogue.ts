/**
 * The demo catalogue: a believable Dhaka bicycle shop. Pure data, so the image generator,
 * the seed and the tests all read the same list.
 */

export type CategorySeed = { name: string; handle: string; children: { name: string; handle: string }[] }

export const CATEGORIES: CategorySeed[] = [
  {
    name: "Mountain",
    handle: "mountain",
    children: [
      { name: "Hardtail", handle: "hardtail" },
      { name: "Full Suspension", handle: "full-suspension" },
      { name: "Fat Bike", handle: "fat-bike" },
    ],
  },
  {
    name: "Road",
    handle: "road",
    children: [
      { name: "Racing", handle: "racing" },
      { name: "Endurance", handle: "endurance" },
      { name: "Gravel", handle: "gravel" },
    ],
  },
  {
    name: "City and Hybrid",
    handle: "city-and-hybrid",
    children: [
      { name: "Commuter", handle: "commuter" },
      { name: "Comfort", handle: "comfort" },
    ],
  },
  {
    name: "Kids",
    handle: "kids",
    children: [
      { name: "12 to 16 inch", handle: "kids-12-16" },
      { name: "20 to 24 inch", handle: "kids-20-24" },
    ],
  },
  {
    name: "BMX",
    handle: "bmx",
    children: [
      { name: "Freestyle", handle: "freestyle" },
      { name: "Race BMX", handle: "race-bmx" },
    ],
  },
  {
    name: "Folding",
    handle: "folding",
    children: [
      { name: "Compact Folding", handle: "compact-folding" },
      { name: "Folding Commuter", handle: "folding-commuter" },
    ],
  },
  {
    name: "Electric",
    handle: "electric",
    children: [
      { name: "E-City", handle: "e-city" },
      { name: "E-Mountain", handle: "e-mountain" },
    ],
  },
  {
    name: "Accessories",
    handle: "accessories",
    children: [
      { name: "Helmets", handle: "helmets" },
      { name: "Lights", handle: "lights" },
      { name: "Locks", handle: "locks" },
      { name: "Pumps and Tools", handle: "pumps-and-tools" },
    ],
  },
]

export type BrandSeed = { name: string; handle: string; country: string }

export const BRANDS: BrandSeed[] = [
  { name: "Hike", handle: "hike", country: "Bangladesh" },
  { name: "Phoenix", handle: "phoenix", country: "China" },
  { name: "Bianchi", handle: "bianchi", country: "Italy" },
  { name: "Veloce", handle: "veloce", country: "Taiwan" },
  { name: "Duranta", handle: "duranta", country: "Bangladesh" },
  { name: "Core", handle: "core", country: "Bangladesh" },
  { name: "Giant", handle: "giant", country: "Taiwan" },
  { name: "Upland", handle: "upland", country: "Bangladesh" },
]

export const PRODUCT_TYPES = ["Geared", "Non-Geared"] as const
export type ProductTypeName = (typeof PRODUCT_TYPES)[number]

/** How the illustration of a product is drawn (see scripts/generate-seed-images.ts). */
export type Silhouette =
  | "mountain"
  | "full-suspension"
  | "fat"
  | "road"
  | "city"
  | "kids"
  | "bmx"
  | "folding"
  | "electric"
  | "helmet"
  | "light"
  | "lock"
  | "pump"

export type ProductSeed = {
  handle: string
  title: string
  brand: string
  /** handle of a sub-category */
  category: string
  type?: ProductTypeName
  /** whole taka */
  price: number
  stock: number
  vendor: string
  color: string
  silhouette: Silhouette
  description: string
}

export const VENDORS = {
  bangsal: "Bangsal Cycle House, Old Dhaka",
  gulshan: "Gulshan Bike Hub",
  mirpur: "Mirpur Ride Centre",
  chattogram: "Chattogram Cycle Traders",
} as const

export const PRODUCTS: ProductSeed[] = [
  {
    handle: "hike-trail-blazer-27-5",
    title: "Hike Trail Blazer 27.5",
    brand: "Hike",
    category: "hardtail",
    type: "Geared",
    price: 32500,
    stock: 12,
    vendor: VENDORS.bangsal,
    color: "#d9381e",
    silhouette: "mountain",
    description:
      "A 21-speed aluminium hardtail with a 100 mm suspension fork and mechanical disc brakes. Built for the red-earth trails of Gazipur and the potholes of the city alike.",
  },
  {
    handle: "phoenix-rider-26",
    title: "Phoenix Rider 26",
    brand: "Phoenix",
    category: "hardtail",
    type: "Geared",
    price: 18500,
    stock: 20,
    vendor: VENDORS.bangsal,
    color: "#1f6feb",
    silhouette: "mountain",
    description:
      "The dependable steel-frame mountain bike: 18 Shimano gears, front suspension and 26-inch knobby tyres. A favourite first geared bicycle for students.",
  },
  {
    handle: "bianchi-magma-9-2",
    title: "Bianchi Magma 9.2",
    brand: "Bianchi",
    category: "hardtail",
    type: "Geared",
    price: 145000,
    stock: 3,
    vendor: VENDORS.gulshan,
    color: "#40c4b4",
    silhouette: "mountain",
    description:
      "Italian cross-country hardtail with a light alloy frame, 1x12 drivetrain, air fork with lockout and hydraulic disc brakes, finished in Bianchi's celeste.",
  },
  {
    handle: "giant-trance-x-29",
    title: "Giant Trance X 29",
    brand: "Giant",
    category: "full-suspension",
    type: "Geared",
    price: 350000,
    stock: 1,
    vendor: VENDORS.gulshan,
    color: "#2b2d42",
    silhouette: "full-suspension",
    description:
      "A trail full-suspension bike with 29-inch wheels, 135 mm of rear travel, a dropper post and four-piston brakes. For riders who take the hills of Bandarban seriously.",
  },
  {
    handle: "hike-ridgeback-fs-27-5",
    title: "Hike Ridgeback FS 27.5",
    brand: "Hike",
    category: "full-suspension",
    type: "Geared",
    price: 68000,
    stock: 0,
    vendor: VENDORS.mirpur,
    color: "#f4a259",
    silhouette: "full-suspension",
    description:
      "An affordable full-suspension mountain bike with a coil rear shock, 24 gears and hydraulic disc brakes. Comfortable over broken roads and rough trails.",
  },
  {
    handle: "core-yeti-fat-26",
    title: "Core Yeti Fat 26x4",
    brand: "Core",
    category: "fat-bike",
    type: "Geared",
    price: 42000,
    stock: 4,
    vendor: VENDORS.chattogram,
    color: "#8338ec",
    silhouette: "fat",
    description:
      "Four-inch tyres float over sand and mud: ride the beach at Cox's Bazar or the char lands. Seven gears, disc brakes and a sturdy alloy frame.",
  },
  {
    handle: "bianchi-sprint-disc",
    title: "Bianchi Sprint Disc",
    brand: "Bianchi",
    category: "racing",
    type: "Geared",
    price: 265000,
    stock: 2,
    vendor: VENDORS.gulshan,
    color: "#40c4b4",
    silhouette: "road",
    description:
      "A carbon race frame with aero tubes, Shimano 105 22-speed groupset and hydraulic disc brakes. Fast on the Dhaka-Mawa expressway at dawn.",
  },
  {
    handle: "phoenix-speedster-700c",
    title: "Phoenix Speedster 700C",
    brand: "Phoenix",
    category: "racing",
    type: "Geared",
    price: 27500,
    stock: 9,
    vendor: VENDORS.bangsal,
    color: "#e63946",
    silhouette: "road",
    description:
      "An entry-level drop-bar road bike with 14 gears and 700C wheels. Light enough for long rides, tough enough for daily traffic.",
  },
  {
    handle: "giant-contend-ar-3",
    title: "Giant Contend AR 3",
    brand: "Giant",
    category: "endurance",
    type: "Geared",
    price: 118000,
    stock: 0,
    vendor: VENDORS.gulshan,
    color: "#3a86ff",
    silhouette: "road",
    description:
      "Endurance geometry, 32 mm tyres and disc brakes make this alloy road bike comfortable for a whole day in the saddle.",
  },
  {
    handle: "veloce-strada-700c",
    title: "Veloce Strada 700C",
    brand: "Veloce",
    category: "endurance",
    type: "Geared",
    price: 36000,
    stock: 7,
    vendor: VENDORS.mirpur,
    color: "#ffbe0b",
    silhouette: "road",
    description:
      "A relaxed alloy road bike with 16 Shimano Claris gears, a carbon fork and reflective details for early-morning rides.",
  },
  {
    handle: "bianchi-impulso-allroad",
    title: "Bianchi Impulso Allroad",
    brand: "Bianchi",
    category: "gravel",
    type: "Geared",
    price: 189000,
    stock: 2,
    vendor: VENDORS.gulshan,
    color: "#6a994e",
    silhouette: "road",
    description:
      "A gravel bike for tarmac, brick roads and village tracks: wide 40 mm tyres, GRX gearing and mounts for racks and bottles.",
  },
  {
    handle: "upland-terra-gravel",
    title: "Upland Terra Gravel",
    brand: "Upland",
    category: "gravel",
    type: "Geared",
    price: 54000,
    stock: 5,
    vendor: VENDORS.chattogram,
    color: "#bc6c25",
    silhouette: "road",
    description:
      "Flared drop bars, 18 gears and 38 mm tyres. An adventure bike priced for weekend explorers.",
  },
  {
    handle: "phoenix-city-classic-26",
    title: "Phoenix City Classic 26",
    brand: "Phoenix",
    category: "commuter",
    type: "Non-Geared",
    price: 12500,
    stock: 30,
    vendor: VENDORS.bangsal,
    color: "#264653",
    silhouette: "city",
    description:
      "The classic single-speed roadster with a carrier, mudguards, chain cover and a bell. Low maintenance for everyday errands.",
  },
  {
    handle: "duranta-urban-commuter-28",
    title: "Duranta Urban Commuter 28",
    brand: "Duranta",
    category: "commuter",
    type: "Geared",
    price: 16800,
    stock: 14,
    vendor: VENDORS.mirpur,
    color: "#2a9d8f",
    silhouette: "city",
    description:
      "Made in Bangladesh: a 7-speed commuter with upright bars, full mudguards and a rear rack for the office bag.",
  },
  {
    handle: "hike-metro-700c-hybrid",
    title: "Hike Metro 700C Hybrid",
    brand: "Hike",
    category: "commuter",
    type: "Geared",
    price: 24500,
    stock: 11,
    vendor: VENDORS.bangsal,
    color: "#457b9d",
    silhouette: "city",
    description:
      "Flat-bar hybrid with 21 gears and fast 700C wheels. Quick through traffic from Dhanmondi to Motijheel.",
  },
  {
    handle: "veloce-comfort-step-through",
    title: "Veloce Comfort Step-Through",
    brand: "Veloce",
    category: "comfort",
    type: "Non-Geared",
    price: 14200,
    stock: 8,
    vendor: VENDORS.mirpur,
    color: "#e76f51",
    silhouette: "city",
    description:
      "A low step-through frame, wide saddle and front basket. Easy to mount in a salwar kameez or a lungi.",
  },
  {
    handle: "bianchi-spillo-vintage",
    title: "Bianchi Spillo Vintage",
    brand: "Bianchi",
    category: "comfort",
    type: "Non-Geared",
    price: 78000,
    stock: 0,
    vendor: VENDORS.gulshan,
    color: "#40c4b4",
    silhouette: "city",
    description:
      "A steel city bike in the Italian tradition: leather saddle and grips, polished fenders and a single speed.",
  },
  {
    handle: "phoenix-junior-star-16",
    title: "Phoenix Junior Star 16",
    brand: "Phoenix",
    category: "kids-12-16",
    type: "Non-Geared",
    price: 8200,
    stock: 25,
    vendor: VENDORS.bangsal,
    color: "#ff006e",
    silhouette: "kids",
    description:
      "A 16-inch kids' bicycle with removable training wheels, chain guard and soft grips. For ages 4 to 7.",
  },
  {
    handle: "duranta-kiddo-12",
    title: "Duranta Kiddo 12",
    brand: "Duranta",
    category: "kids-12-16",
    type: "Non-Geared",
    price: 8000,
    stock: 18,
    vendor: VENDORS.mirpur,
    color: "#fb5607",
    silhouette: "kids",
    description:
      "The first bicycle: 12-inch wheels, training wheels and a coaster brake. For ages 3 to 5.",
  },
  {
    handle: "hike-young-explorer-20",
    title: "Hike Young Explorer 20",
    brand: "Hike",
    category: "kids-20-24",
    type: "Geared",
    price: 13900,
    stock: 10,
    vendor: VENDORS.bangsal,
    color: "#06d6a0",
    silhouette: "mountain",
    description:
      "A 6-speed 20-inch mountain bike for young riders aged 7 to 10, with a suspension fork and V-brakes.",
  },
  {
    handle: "core-scout-24",
    title: "Core Scout 24",
    brand: "Core",
    category: "kids-20-24",
    type: "Geared",
    price: 15500,
    stock: 0,
    vendor: VENDORS.chattogram,
    color: "#118ab2",
    silhouette: "mountain",
    description:
      "A 24-inch 18-speed bike for ages 9 to 13: the step between a kids' bike and a grown-up one.",
  },
  {
    handle: "veloce-street-jam-bmx-20",
    title: "Veloce Street Jam BMX 20",
    brand: "Veloce",
    category: "freestyle",
    type: "Non-Geared",
    price: 19800,
    stock: 6,
    vendor: VENDORS.mirpur,
    color: "#000000",
    silhouette: "bmx",
    description:
      "A chromoly freestyle BMX with a 360-degree rotor, four pegs and a sealed rear hub. Ready for the skatepark at Hatirjheel.",
  },
  {
    handle: "hike-stunt-pro-bmx",
    title: "Hike Stunt Pro BMX",
    brand: "Hike",
    category: "freestyle",
    type: "Non-Geared",
    price: 26000,
    stock: 4,
    vendor: VENDORS.bangsal,
    color: "#9b5de5",
    silhouette: "bmx",
    description:
      "Full chromoly street BMX with a 25/9 gearing, double-wall rims and a light pivotal seat.",
  },
  {
    handle: "upland-gate-racer-bmx",
    title: "Upland Gate Racer BMX",
    brand: "Upland",
    category: "race-bmx",
    type: "Non-Geared",
    price: 31500,
    stock: 3,
    vendor: VENDORS.chattogram,
    color: "#f15bb5",
    silhouette: "bmx",
    description:
      "A light alloy race BMX with a tapered fork and a rear V-brake, built for gate starts and berms.",
  },
  {
    handle: "phoenix-fold-20",
    title: "Phoenix Fold 20",
    brand: "Phoenix",
    category: "compact-folding",
    type: "Geared",
    price: 17500,
    stock: 9,
    vendor: VENDORS.bangsal,
    color: "#ef476f",
    silhouette: "folding",
    description:
      "Folds in ten seconds to fit a CNG, a bus luggage rack or a flat's corner. Six gears and 20-inch wheels.",
  },
  {
    handle: "bianchi-pieghevole-lite",
    title: "Bianchi Pieghevole Lite",
    brand: "Bianchi",
    category: "compact-folding",
    type: "Geared",
    price: 92000,
    stock: 2,
    vendor: VENDORS.gulshan,
    color: "#40c4b4",
    silhouette: "folding",
    description:
      "A premium 9-speed folding bike of 10.9 kg with a magnetic fold latch and an aluminium frame.",
  },
  {
    handle: "core-metro-fold-24",
    title: "Core Metro Fold 24",
    brand: "Core",
    category: "folding-commuter",
    type: "Geared",
    price: 22000,
    stock: 7,
    vendor: VENDORS.chattogram,
    color: "#073b4c",
    silhouette: "folding",
    description:
      "A folding commuter with full-size comfort: 24-inch wheels, 7 gears, mudguards and a rear rack.",
  },
  {
    handle: "duranta-e-ride-city",
    title: "Duranta E-Ride City",
    brand: "Duranta",
    category: "e-city",
    type: "Non-Geared",
    price: 85000,
    stock: 5,
    vendor: VENDORS.mirpur,
    color: "#2a9d8f",
    silhouette: "electric",
    description:
      "A 250 W rear-hub e-bike with a 36 V battery for about 45 km per charge. Pedal assist takes the sweat out of summer commutes.",
  },
  {
    handle: "hike-volt-e-city-700c",
    title: "Hike Volt E-City 700C",
    brand: "Hike",
    category: "e-city",
    type: "Geared",
    price: 120000,
    stock: 3,
    vendor: VENDORS.bangsal,
    color: "#3d405b",
    silhouette: "electric",
    description:
      "An 8-speed electric hybrid with a frame-integrated battery, hydraulic brakes and built-in lights.",
  },
  {
    handle: "giant-talon-e-plus-29",
    title: "Giant Talon E+ 29",
    brand: "Giant",
    category: "e-mountain",
    type: "Geared",
    price: 310000,
    stock: 2,
    vendor: VENDORS.gulshan,
    color: "#283618",
    silhouette: "electric",
    description:
      "An electric hardtail with a 70 Nm mid-drive motor and a 500 Wh battery: climbs the tea-garden hills of Sylhet without complaint.",
  },
  {
    handle: "bianchi-e-omnia-x",
    title: "Bianchi E-Omnia X",
    brand: "Bianchi",
    category: "e-mountain",
    type: "Geared",
    price: 340000,
    stock: 1,
    vendor: VENDORS.gulshan,
    color: "#40c4b4",
    silhouette: "electric",
    description:
      "Bianchi's electric all-terrain bike: full-power mid motor, 625 Wh battery, 12-speed drivetrain and a suspension fork.",
  },
  {
    handle: "bianchi-aero-road-helmet",
    title: "Bianchi Aero Road Helmet",
    brand: "Bianchi",
    category: "helmets",
    price: 12500,
    stock: 6,
    vendor: VENDORS.gulshan,
    color: "#40c4b4",
    silhouette: "helmet",
    description: "A ventilated aero road helmet with a MIPS liner and a magnetic buckle. 260 g in size M.",
  },
  {
    handle: "hike-trail-mips-helmet",
    title: "Hike Trail MIPS Helmet",
    brand: "Hike",
    category: "helmets",
    price: 8600,
    stock: 15,
    vendor: VENDORS.bangsal,
    color: "#d9381e",
    silhouette: "helmet",
    description: "A mountain-bike helmet with a visor, extended rear coverage and a MIPS liner.",
  },
  {
    handle: "core-beam-1200-light-set",
    title: "Core Beam 1200 Light Set",
    brand: "Core",
    category: "lights",
    price: 8900,
    stock: 0,
    vendor: VENDORS.chattogram,
    color: "#ffd166",
    silhouette: "light",
    description: "A 1200-lumen USB-C front light and a 100-lumen rear light. Bright enough for unlit village roads.",
  },
  {
    handle: "upland-fortress-u-lock",
    title: "Upland Fortress U-Lock",
    brand: "Upland",
    category: "locks",
    price: 9800,
    stock: 12,
    vendor: VENDORS.chattogram,
    color: "#6c757d",
    silhouette: "lock",
    description: "A 16 mm hardened-steel U-lock with a frame bracket and three keys. Rated Sold Secure Gold.",
  },
  {
    handle: "veloce-track-floor-pump-pro",
    title: "Veloce Track Floor Pump Pro",
    brand: "Veloce",
    category: "pumps-and-tools",
    price: 8400,
    stock: 9,
    vendor: VENDORS.mirpur,
    color: "#ffbe0b",
    silhouette: "pump",
    description: "A steel-barrel floor pump to 160 psi with a large gauge and a head for Presta and Schrader valves.",
  },
]

/** Demo accounts printed by the first start and the README. */
export const DEMO_ADMIN = { email: "admin@chaka.shop", password: "chaka-admin-2026" }
export const DEMO_CUSTOMER = {
  email: "customer@chaka.shop",
  password: "chaka-customer-2026",
  first_name: "Rahim",
  last_name: "Uddin",
  phone: "+8801711000000",
}
