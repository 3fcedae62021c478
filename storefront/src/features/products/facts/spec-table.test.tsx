import { render, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { I18nProvider, messagesFor } from "../../../i18n"
import { registerCatalogue } from "../../../i18n/messages"
import { bangla } from "../../../messages/bn"
import { factsJsonLd, readFacts, type StoreProductFacts } from "./facts"
import { ProductSpecTable } from "./spec-table"

registerCatalogue("bn", bangla)

/** As the store API answers `product_facts` (the backend's seed of the Hike Trail Blazer). */
const TRAIL: StoreProductFacts = {
  frame_size: "M (17 in)",
  frame_material: "Aluminium alloy",
  frame_material_bn: "অ্যালুমিনিয়াম অ্যালয়",
  wheel_size_in: 27.5,
  gears: 21,
  brakes: "Mechanical disc",
  brakes_bn: "মেকানিক্যাল ডিস্ক",
  weight_kg: 14.8,
  suspension: "Front fork",
  suspension_bn: null,
  rider_height_min_cm: 160,
  rider_height_max_cm: 178,
  warranty_frame_months: 60,
  warranty_parts_months: 12,
}

const rows = () => screen.getAllByRole("row").map((row) => [within(row).getByRole("rowheader").textContent, within(row).getByRole("cell").textContent])

describe("the product page's spec table", () => {
  it("shows every fact in English, with units and the warranty in words", () => {
    render(
      <I18nProvider locale="en">
        <ProductSpecTable facts={TRAIL} />
      </I18nProvider>
    )
    expect(screen.getByRole("heading", { name: "Specifications" })).toBeInTheDocument()
    expect(rows()).toEqual([
      ["Frame size", "M (17 in)"],
      ["Frame material", "Aluminium alloy"],
      ["Wheel size", "27.5 in"],
      ["Gears", "21 speeds"],
      ["Brakes", "Mechanical disc"],
      ["Weight", "14.8 kg"],
      ["Suspension", "Front fork"],
      ["Rider's height", "160–178 cm"],
      ["Warranty", "Frame 5 years, parts 1 year"],
    ])
  })

  it("shows them in Bangla with Bangla digits, the English where a text has no Bangla", () => {
    render(
      <I18nProvider locale="bn">
        <ProductSpecTable facts={{ ...TRAIL, gears: 1, warranty_parts_months: 6 }} />
      </I18nProvider>
    )
    expect(screen.getByRole("heading", { name: "স্পেসিফিকেশন" })).toBeInTheDocument()
    expect(rows()).toEqual([
      ["ফ্রেমের মাপ", "M (17 in)"],
      ["ফ্রেমের উপাদান", "অ্যালুমিনিয়াম অ্যালয়"],
      ["চাকার মাপ", "২৭.৫ ইঞ্চি"],
      ["গিয়ার", "সিঙ্গেল স্পিড"],
      ["ব্রেক", "মেকানিক্যাল ডিস্ক"],
      ["ওজন", "১৪.৮ কেজি"],
      ["সাসপেনশন", "Front fork"],
      ["আরোহীর উচ্চতা", "১৬০–১৭৮ সেমি"],
      ["ওয়ারেন্টি", "ফ্রেম ৫ বছর, যন্ত্রাংশ ৬ মাস"],
    ])
  })

  it("leaves out what is not given, and shows nothing without facts", () => {
    const facts = readFacts({ wheel_size_in: "20", rider_height_max_cm: 135, brakes: "  ", gears: "many" })
    const { container } = render(
      <I18nProvider locale="en">
        <ProductSpecTable facts={facts} />
        <ProductSpecTable facts={readFacts(null)} />
      </I18nProvider>
    )
    expect(rows()).toEqual([
      ["Wheel size", "20 in"],
      ["Rider's height", "Up to 135 cm"],
    ])
    expect(container.querySelectorAll("table")).toHaveLength(1)
  })
})

describe("the facts in the product's structured data", () => {
  it("carries them as schema.org properties: PropertyValue with units, the weight a QuantitativeValue", () => {
    const data = factsJsonLd(TRAIL, "en", messagesFor("en")) as Record<string, unknown>
    expect(data.material).toBe("Aluminium alloy")
    expect(data.weight).toEqual({ "@type": "QuantitativeValue", value: 14.8, unitCode: "KGM", unitText: "kg" })
    expect(data.additionalProperty).toEqual([
      { "@type": "PropertyValue", name: "Frame size", value: "M (17 in)" },
      { "@type": "PropertyValue", name: "Wheel size", value: 27.5, unitCode: "INH", unitText: "in" },
      { "@type": "PropertyValue", name: "Gears", value: 21 },
      { "@type": "PropertyValue", name: "Brakes", value: "Mechanical disc" },
      { "@type": "PropertyValue", name: "Suspension", value: "Front fork" },
      { "@type": "PropertyValue", name: "Rider's height", minValue: 160, maxValue: 178, unitCode: "CMT", unitText: "cm" },
      { "@type": "PropertyValue", name: "Warranty", value: "Frame 5 years, parts 1 year" },
    ])
    expect((factsJsonLd(TRAIL, "bn", messagesFor("bn")) as { material: string }).material).toBe("অ্যালুমিনিয়াম অ্যালয়")
    expect(factsJsonLd(null, "en", messagesFor("en"))).toEqual({})
  })
})
