import { StoreError } from "./medusa"

/** A form of text only (a policy page is the longest: 50 000 characters, three bytes each in Bangla). */
export const TEXT_FORM_BYTES = 256 * 1024

/** A form's body larger than this is refused before it is read (413): no file form sends more. */
export class FormTooLarge extends StoreError {
  constructor(message: string) {
    super(message, 413)
  }
}

/**
 * The posted form, read into memory only up to `maxBytes` (a body announcing more, or sending
 * more than it announced, is refused with `tooLarge` as a 413 FormTooLarge): React Router's
 * `request.formData()` alone would buffer whatever a client sends. Anything that is not a form
 * is a 400.
 */
export async function readForm(request: Request, maxBytes: number, tooLarge: string): Promise<FormData> {
  const announced = Number(request.headers.get("content-length") ?? NaN)
  if (announced > maxBytes) throw new FormTooLarge(tooLarge)
  if (!request.body) return request.formData().catch(() => Promise.reject(new StoreError("not a form", 400)))
  let read = 0
  const limited = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength
        if (read > maxBytes) controller.error(new FormTooLarge(tooLarge))
        else controller.enqueue(chunk)
      },
    })
  )
  const bounded = new Request(request.url, { method: request.method, headers: request.headers, body: limited, duplex: "half" } as RequestInit)
  try {
    return await bounded.formData()
  } catch (error) {
    if (error instanceof FormTooLarge || read > maxBytes) throw new FormTooLarge(tooLarge)
    throw new StoreError("not a form", 400)
  }
}

/**
 * `readForm` for a shopper's form: the form, or the status (413 too large, 400 not a form) to
 * answer with instead.
 */
export const formOrStatus = (request: Request, maxBytes: number, tooLarge: string): Promise<FormData | 413 | 400> =>
  readForm(request, maxBytes, tooLarge).catch((error: unknown) => (error instanceof FormTooLarge ? 413 : 400))
