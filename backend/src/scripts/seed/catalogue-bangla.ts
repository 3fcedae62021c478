import { PRODUCTS, type ProductSeed, type ProductTypeName } from "./catalogue"

/**
 * The demo catalogue in Bangla, as a Dhaka bicycle shop writes it: brand and model names
 * transliterated ("হাইক ট্রেইল ব্লেজার ২৭.৫"), sizes and counts in Bangla digits, the trade's
 * English words kept as shoppers say them (গিয়ার, ডিস্ক ব্রেক, ফোল্ডিং). Pure data, keyed like
 * catalogue.ts; the seed stores it through Medusa's Translation module (translations.ts).
 * No zero-width joiners: PostgreSQL's search would split a word at one.
 */

/** How each brand is written in Bangla (in product titles; the brand itself is a name, not translated). */
export const BANGLA_BRANDS: Record<string, string> = {
  Hike: "হাইক",
  Phoenix: "ফিনিক্স",
  Bianchi: "বিয়াঙ্কি",
  Veloce: "ভেলোচে",
  Duranta: "দুরন্ত",
  Core: "কোর",
  Giant: "জায়ান্ট",
  Upland: "আপল্যান্ড",
}

export const BANGLA_TYPES: Record<ProductTypeName, string> = {
  Geared: "গিয়ার",
  "Non-Geared": "নন-গিয়ার",
}

/** By category handle. */
export const BANGLA_CATEGORIES: Record<string, string> = {
  mountain: "মাউন্টেন বাইক",
  hardtail: "হার্ডটেইল",
  "full-suspension": "ফুল সাসপেনশন",
  "fat-bike": "ফ্যাট বাইক",
  road: "রোড বাইক",
  racing: "রেসিং",
  endurance: "এন্ডুরেন্স",
  gravel: "গ্র্যাভেল",
  "city-and-hybrid": "সিটি ও হাইব্রিড",
  commuter: "কমিউটার",
  comfort: "কমফোর্ট",
  kids: "শিশুদের সাইকেল",
  "kids-12-16": "১২ থেকে ১৬ ইঞ্চি",
  "kids-20-24": "২০ থেকে ২৪ ইঞ্চি",
  bmx: "বিএমএক্স",
  freestyle: "ফ্রিস্টাইল",
  "race-bmx": "রেস বিএমএক্স",
  folding: "ফোল্ডিং সাইকেল",
  "compact-folding": "কমপ্যাক্ট ফোল্ডিং",
  "folding-commuter": "ফোল্ডিং কমিউটার",
  electric: "ইলেকট্রিক সাইকেল",
  "e-city": "ই-সিটি",
  "e-mountain": "ই-মাউন্টেন",
  accessories: "এক্সেসরিজ",
  helmets: "হেলমেট",
  lights: "লাইট",
  locks: "লক",
  "pumps-and-tools": "পাম্প ও টুলস",
}

export type BanglaProduct = { title: string; description: string }

/** By product handle. */
export const BANGLA_PRODUCTS: Record<string, BanglaProduct> = {
  "hike-trail-blazer-27-5": {
    title: "হাইক ট্রেইল ব্লেজার ২৭.৫",
    description:
      "২১ গিয়ারের অ্যালুমিনিয়াম হার্ডটেইল মাউন্টেন সাইকেল, ১০০ মিমি সাসপেনশন ফর্ক আর মেকানিক্যাল ডিস্ক ব্রেক। গাজীপুরের লাল মাটির ট্রেইল কিংবা শহরের খানাখন্দ, দুই জায়গাতেই সমান চলে।",
  },
  "phoenix-rider-26": {
    title: "ফিনিক্স রাইডার ২৬",
    description:
      "নির্ভরযোগ্য স্টিল ফ্রেমের মাউন্টেন সাইকেল: ১৮টি শিমানো গিয়ার, সামনে সাসপেনশন আর ২৬ ইঞ্চি খাঁজকাটা টায়ার। ছাত্রছাত্রীদের প্রথম গিয়ার সাইকেল হিসেবে সবার পছন্দ।",
  },
  "bianchi-magma-9-2": {
    title: "বিয়াঙ্কি ম্যাগমা ৯.২",
    description: "ইতালির ক্রস-কান্ট্রি হার্ডটেইল সাইকেল: হালকা অ্যালয় ফ্রেম, ১x১২ ড্রাইভট্রেন, লকআউটসহ এয়ার ফর্ক আর হাইড্রোলিক ডিস্ক ব্রেক, বিয়াঙ্কির বিখ্যাত সেলেস্তে রঙে।",
  },
  "giant-trance-x-29": {
    title: "জায়ান্ট ট্রান্স এক্স ২৯",
    description: "২৯ ইঞ্চি চাকার ট্রেইল ফুল-সাসপেনশন সাইকেল: পেছনে ১৩৫ মিমি ট্রাভেল, ড্রপার পোস্ট আর ফোর-পিস্টন ব্রেক। বান্দরবানের পাহাড়ে যাঁরা সত্যিই চালান, তাঁদের জন্য।",
  },
  "hike-ridgeback-fs-27-5": {
    title: "হাইক রিজব্যাক এফএস ২৭.৫",
    description: "সাশ্রয়ী দামের ফুল-সাসপেনশন মাউন্টেন সাইকেল: কয়েল রিয়ার শক, ২৪টি গিয়ার আর হাইড্রোলিক ডিস্ক ব্রেক। ভাঙাচোরা রাস্তা আর এবড়োখেবড়ো ট্রেইলেও আরামদায়ক।",
  },
  "core-yeti-fat-26": {
    title: "কোর ইয়েতি ফ্যাট ২৬x৪",
    description:
      "চার ইঞ্চি চওড়া টায়ার বালি আর কাদার ওপর দিয়ে ভেসে চলে: কক্সবাজারের সৈকতে বা চরের মাটিতে চালিয়ে দেখুন। সাতটি গিয়ার, ডিস্ক ব্রেক আর মজবুত অ্যালয় ফ্রেমের ফ্যাট সাইকেল।",
  },
  "bianchi-sprint-disc": {
    title: "বিয়াঙ্কি স্প্রিন্ট ডিস্ক",
    description: "অ্যারো টিউবের কার্বন রেস ফ্রেম, শিমানো ১০৫ ২২-স্পিড গ্রুপসেট আর হাইড্রোলিক ডিস্ক ব্রেকের রোড সাইকেল। ভোরবেলা ঢাকা-মাওয়া এক্সপ্রেসওয়েতে দুর্দান্ত গতি।",
  },
  "phoenix-speedster-700c": {
    title: "ফিনিক্স স্পিডস্টার ৭০০সি",
    description: "ড্রপ বারের এন্ট্রি-লেভেল রোড সাইকেল, ১৪টি গিয়ার আর ৭০০সি চাকা। লম্বা রাইডের জন্য যথেষ্ট হালকা, প্রতিদিনের যানজটের জন্য যথেষ্ট মজবুত।",
  },
  "giant-contend-ar-3": {
    title: "জায়ান্ট কনটেন্ড এআর ৩",
    description: "এন্ডুরেন্স জ্যামিতি, ৩২ মিমি টায়ার আর ডিস্ক ব্রেক: সারা দিন স্যাডলে বসে থাকলেও এই অ্যালয় রোড সাইকেল আরামদায়ক।",
  },
  "veloce-strada-700c": {
    title: "ভেলোচে স্ত্রাদা ৭০০সি",
    description: "আরামদায়ক অ্যালয় রোড সাইকেল: ১৬টি শিমানো ক্লারিস গিয়ার, কার্বন ফর্ক আর ভোরের রাইডের জন্য রিফ্লেক্টিভ ডিটেইল।",
  },
  "bianchi-impulso-allroad": {
    title: "বিয়াঙ্কি ইমপালসো অলরোড",
    description:
      "পিচঢালা পথ, ইটের রাস্তা আর গ্রামের মেঠোপথ, সবখানে চলার মতো গ্র্যাভেল সাইকেল: ৪০ মিমি চওড়া টায়ার, জিআরএক্স গিয়ারিং আর ক্যারিয়ার ও বোতল লাগানোর ব্যবস্থা।",
  },
  "upland-terra-gravel": {
    title: "আপল্যান্ড টেরা গ্র্যাভেল",
    description: "ফ্লেয়ার্ড ড্রপ বার, ১৮টি গিয়ার আর ৩৮ মিমি টায়ার। ছুটির দিনের অভিযাত্রীদের সাধ্যের মধ্যে একটি অ্যাডভেঞ্চার সাইকেল।",
  },
  "phoenix-city-classic-26": {
    title: "ফিনিক্স সিটি ক্লাসিক ২৬",
    description: "ক্যারিয়ার, মাডগার্ড, চেইন কভার আর বেলসহ চিরচেনা সিঙ্গেল-স্পিড রোডস্টার সাইকেল। প্রতিদিনের কাজে ঝামেলাহীন, রক্ষণাবেক্ষণও কম।",
  },
  "duranta-urban-commuter-28": {
    title: "দুরন্ত আরবান কমিউটার ২৮",
    description: "বাংলাদেশে তৈরি: সোজা হ্যান্ডেলবার, পুরো মাডগার্ড আর অফিসের ব্যাগ রাখার রিয়ার ক্যারিয়ারসহ ৭ গিয়ারের কমিউটার সাইকেল।",
  },
  "hike-metro-700c-hybrid": {
    title: "হাইক মেট্রো ৭০০সি হাইব্রিড",
    description: "২১ গিয়ার আর দ্রুতগতির ৭০০সি চাকার ফ্ল্যাট-বার হাইব্রিড সাইকেল। ধানমন্ডি থেকে মতিঝিল, যানজটের ফাঁক গলে দ্রুত পৌঁছে যান।",
  },
  "veloce-comfort-step-through": {
    title: "ভেলোচে কমফোর্ট স্টেপ-থ্রু",
    description: "নিচু স্টেপ-থ্রু ফ্রেম, চওড়া স্যাডল আর সামনে ঝুড়ি। সালোয়ার কামিজ বা লুঙ্গি পরেও সহজে ওঠানামা করা যায় এমন সাইকেল।",
  },
  "bianchi-spillo-vintage": {
    title: "বিয়াঙ্কি স্পিলো ভিনটেজ",
    description: "ইতালীয় ঐতিহ্যের স্টিল সিটি সাইকেল: চামড়ার স্যাডল ও গ্রিপ, চকচকে ফেন্ডার আর সিঙ্গেল স্পিড।",
  },
  "phoenix-junior-star-16": {
    title: "ফিনিক্স জুনিয়র স্টার ১৬",
    description: "খুলে ফেলা যায় এমন ট্রেনিং হুইল, চেইন গার্ড আর নরম গ্রিপসহ ১৬ ইঞ্চির শিশুদের সাইকেল। ৪ থেকে ৭ বছর বয়সীদের জন্য।",
  },
  "duranta-kiddo-12": {
    title: "দুরন্ত কিডো ১২",
    description: "জীবনের প্রথম সাইকেল: ১২ ইঞ্চি চাকা, ট্রেনিং হুইল আর কোস্টার ব্রেক। ৩ থেকে ৫ বছর বয়সীদের জন্য।",
  },
  "hike-young-explorer-20": {
    title: "হাইক ইয়াং এক্সপ্লোরার ২০",
    description: "৭ থেকে ১০ বছর বয়সী খুদে রাইডারদের জন্য ৬ গিয়ারের ২০ ইঞ্চি মাউন্টেন সাইকেল, সাসপেনশন ফর্ক আর ভি-ব্রেকসহ।",
  },
  "core-scout-24": {
    title: "কোর স্কাউট ২৪",
    description: "৯ থেকে ১৩ বছর বয়সীদের জন্য ২৪ ইঞ্চির ১৮ গিয়ার সাইকেল: শিশুদের সাইকেল থেকে বড়দের সাইকেলে যাওয়ার মাঝের ধাপ।",
  },
  "veloce-street-jam-bmx-20": {
    title: "ভেলোচে স্ট্রিট জ্যাম বিএমএক্স ২০",
    description: "৩৬০ ডিগ্রি রোটর, চারটি পেগ আর সিলড রিয়ার হাবসহ ক্রোমোলি ফ্রিস্টাইল বিএমএক্স সাইকেল। হাতিরঝিলের স্কেটপার্কের জন্য একদম তৈরি।",
  },
  "hike-stunt-pro-bmx": {
    title: "হাইক স্টান্ট প্রো বিএমএক্স",
    description: "পুরোপুরি ক্রোমোলি স্ট্রিট বিএমএক্স: ২৫/৯ গিয়ারিং, ডাবল-ওয়াল রিম আর হালকা পিভটাল সিট।",
  },
  "upland-gate-racer-bmx": {
    title: "আপল্যান্ড গেট রেসার বিএমএক্স",
    description: "টেপারড ফর্ক আর পেছনে ভি-ব্রেকসহ হালকা অ্যালয় রেস বিএমএক্স, গেট স্টার্ট আর বার্মের জন্য তৈরি।",
  },
  "phoenix-fold-20": {
    title: "ফিনিক্স ফোল্ড ২০",
    description: "দশ সেকেন্ডেই ভাঁজ হয়ে যায়: সিএনজিতে, বাসের লাগেজের জায়গায় কিংবা ফ্ল্যাটের এক কোণে অনায়াসে এঁটে যায়। ছয়টি গিয়ার আর ২০ ইঞ্চি চাকার ফোল্ডিং সাইকেল।",
  },
  "bianchi-pieghevole-lite": {
    title: "বিয়াঙ্কি পিয়েগেভোলে লাইট",
    description: "ম্যাগনেটিক ফোল্ড ল্যাচ আর অ্যালুমিনিয়াম ফ্রেমের, মাত্র ১০.৯ কেজি ওজনের প্রিমিয়াম ৯ গিয়ার ফোল্ডিং সাইকেল।",
  },
  "core-metro-fold-24": {
    title: "কোর মেট্রো ফোল্ড ২৪",
    description: "পূর্ণ আকারের আরামসহ ফোল্ডিং কমিউটার সাইকেল: ২৪ ইঞ্চি চাকা, ৭টি গিয়ার, মাডগার্ড আর রিয়ার ক্যারিয়ার।",
  },
  "duranta-e-ride-city": {
    title: "দুরন্ত ই-রাইড সিটি",
    description: "৩৬ ভোল্ট ব্যাটারির ২৫০ ওয়াট রিয়ার-হাব ই-বাইক, এক চার্জে প্রায় ৪৫ কিমি। প্যাডেল অ্যাসিস্ট গরমের দিনের যাতায়াতে ঘাম ঝরানো কমায়।",
  },
  "hike-volt-e-city-700c": {
    title: "হাইক ভোল্ট ই-সিটি ৭০০সি",
    description: "ফ্রেমের ভেতরে বসানো ব্যাটারি, হাইড্রোলিক ব্রেক আর বিল্ট-ইন লাইটসহ ৮ গিয়ারের ইলেকট্রিক হাইব্রিড সাইকেল।",
  },
  "giant-talon-e-plus-29": {
    title: "জায়ান্ট ট্যালন ই+ ২৯",
    description: "৭০ এনএম মিড-ড্রাইভ মোটর আর ৫০০ ওয়াট-আওয়ার ব্যাটারির ইলেকট্রিক হার্ডটেইল সাইকেল: সিলেটের চা-বাগানের টিলা বেয়ে ওঠে অনায়াসে।",
  },
  "bianchi-e-omnia-x": {
    title: "বিয়াঙ্কি ই-অমনিয়া এক্স",
    description: "বিয়াঙ্কির অল-টেরেন ইলেকট্রিক সাইকেল: ফুল-পাওয়ার মিড মোটর, ৬২৫ ওয়াট-আওয়ার ব্যাটারি, ১২ স্পিড ড্রাইভট্রেন আর সাসপেনশন ফর্ক।",
  },
  "bianchi-aero-road-helmet": {
    title: "বিয়াঙ্কি অ্যারো রোড হেলমেট",
    description: "এমআইপিএস লাইনার আর ম্যাগনেটিক বাকলসহ ভালো বাতাস চলাচলের অ্যারো রোড হেলমেট। এম সাইজে ওজন ২৬০ গ্রাম।",
  },
  "hike-trail-mips-helmet": {
    title: "হাইক ট্রেইল এমআইপিএস হেলমেট",
    description: "ভাইজার, পেছনে বাড়তি সুরক্ষা আর এমআইপিএস লাইনারসহ মাউন্টেন বাইক হেলমেট।",
  },
  "core-beam-1200-light-set": {
    title: "কোর বিম ১২০০ লাইট সেট",
    description: "১২০০ লুমেনের ইউএসবি-সি সামনের লাইট আর ১০০ লুমেনের পেছনের লাইট। আলোহীন গ্রামের রাস্তাতেও যথেষ্ট উজ্জ্বল।",
  },
  "upland-fortress-u-lock": {
    title: "আপল্যান্ড ফোর্ট্রেস ইউ-লক",
    description: "১৬ মিমি শক্ত ইস্পাতের ইউ-লক, ফ্রেমে লাগানোর ব্র্যাকেট আর তিনটি চাবিসহ। সোল্ড সিকিউর গোল্ড রেটিং পাওয়া।",
  },
  "veloce-track-floor-pump-pro": {
    title: "ভেলোচে ট্র্যাক ফ্লোর পাম্প প্রো",
    description: "বড় গেজসহ ১৬০ পিএসআই পর্যন্ত হাওয়া দেওয়ার স্টিল-ব্যারেল ফ্লোর পাম্প; প্রেস্টা ও শ্রেডার দুই ধরনের ভালভেই চলে।",
  },
}

const DIGITS = "০১২৩৪৫৬৭৮৯"
/** Latin digits as Bangla ones (২৬, ৭০০সি). */
export const banglaDigits = (text: string) => text.replace(/[0-9]/g, (digit) => DIGITS[Number(digit)])

/**
 * A product's Bangla. A generated product (generated-catalogue.ts: "<Brand> <Model> <n>" from a
 * demo product) is its model's Bangla under its own brand and number.
 */
export function banglaProduct(product: Pick<ProductSeed, "handle" | "title" | "brand"> & { base?: string }): BanglaProduct {
  if (!product.base) return BANGLA_PRODUCTS[product.handle]
  const model = BANGLA_PRODUCTS[product.base]
  const base = PRODUCTS.find((seed) => seed.handle === product.base)!
  const baseBrand = `${BANGLA_BRANDS[base.brand]} `
  const name = model.title.startsWith(baseBrand) ? model.title.slice(baseBrand.length) : model.title
  const number = product.title.split(" ").at(-1)!
  return { title: `${BANGLA_BRANDS[product.brand]} ${name} ${banglaDigits(number)}`, description: model.description }
}
