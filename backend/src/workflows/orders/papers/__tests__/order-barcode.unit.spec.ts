import { createCanvas, loadImage } from "@napi-rs/canvas"
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from "@zxing/library"
import { PDFParse } from "pdf-parse"
import type { ShopOrder } from "../../rules/shop-orders"
import { renderOrderPaper } from "../render-papers"

/*
 * The order number's barcode scans: the paper is rendered to a picture at a printer's 144 dpi
 * (pdf.js), and ZXing, a barcode reader that knows nothing of how it was drawn, reads it back.
 */

async function scan(pdf: Buffer): Promise<{ text: string; format: string }> {
  const { pages } = await new PDFParse({ data: new Uint8Array(pdf) }).getScreenshot({ scale: 2, first: 1 })
  const image = await loadImage(Buffer.from(pages[0].data))
  const context = createCanvas(image.width, image.height).getContext("2d")
  context.drawImage(image, 0, 0)
  const { data, width, height } = context.getImageData(0, 0, image.width, image.height)
  const luminance = new Uint8ClampedArray(width * height)
  for (let pixel = 0; pixel < width * height; pixel++) luminance[pixel] = (data[pixel * 4] + data[pixel * 4 + 1] + data[pixel * 4 + 2]) / 3
  // TRY_HARDER: look along every row of the page, as a scanner is aimed at the code wherever it is.
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ])
  const result = new MultiFormatReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height))), hints)
  return { text: result.getText(), format: BarcodeFormat[result.getBarcodeFormat()] }
}

const order = (displayId: number) =>
  ({
    id: "order_01JPAPERS000000000000000000",
    display_id: displayId,
    created_at: "2026-12-05T06:00:00Z",
    status: "approved",
    approved_at: null,
    life: { stage: "approved", steps: [], courier: null, trackingNumber: null, cancelableByCustomer: true },
    customer: { name: "Karim Ahmed", email: null },
    shipping_address: { name: "করিম আহমেদ", division: "Dhaka", district: "Dhaka", thana: "Mirpur Model", road: "Road 7, Block C", phone: "01712345678" },
    items: [{ id: "item_1", product_id: null, title: "Bell", thumbnail: null, quantity: 1, unit_price: 500 }],
    currency_code: "bdt",
    item_subtotal: 500,
    discount_total: 0,
    discount_codes: [],
    shipping_subtotal: 200,
    shipping_total: 200,
    total: 700,
    payment: { method: "cod" },
  }) as unknown as ShopOrder

describe("the order number's barcode", () => {
  it("a scanner reads the invoice's Code 128 back as the order number", async () => {
    expect(await scan(await renderOrderPaper(order(1042), "invoice", "en"))).toEqual({ text: "1042", format: "CODE_128" })
  })

  it("and the Bangla packing slip's, for a long order number", async () => {
    expect(await scan(await renderOrderPaper(order(98765432), "packing-slip", "bn"))).toEqual({ text: "98765432", format: "CODE_128" })
  })
})
