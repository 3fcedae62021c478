import type { Division } from "../lib/address/get-divisions"

/** A slice of the plugin's data for tests. */
export const DIVISIONS: Division[] = [
  {
    name: "Dhaka",
    bn: "ঢাকা",
    districts: [
      { name: "Dhaka", bn: "ঢাকা", thanas: ["Dhanmondi", "Mirpur Model"] },
      { name: "Gazipur", bn: "গাজীপুর", thanas: ["Kaliakair", "Tongi East"] },
    ],
  },
  {
    name: "Chattogram",
    bn: "চট্টগ্রাম",
    aliases: ["Chittagong"],
    districts: [{ name: "Cumilla", bn: "কুমিল্লা", aliases: ["Comilla"], thanas: ["Laksam", "Kotwali"] }],
  },
]
