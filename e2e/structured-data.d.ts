// The two packages that read and check a page's structured data as a crawler would ship no types of their own.
declare module "@marbec/web-auto-extractor" {
  /** A page's structured data by format, each by schema.org type: `jsonld.Product[0]`. */
  export type Extracted = { jsonld: Record<string, Record<string, unknown>[]>; microdata: object; rdfa: object; metatags: object }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] })
    parse(html: string): Extracted
  }
}

declare module "@adobe/structured-data-validator" {
  /** One problem found: Google's rich-result rules or schema.org's (with its vocabulary given). */
  export type Issue = { issueMessage: string; severity: "ERROR" | "WARNING"; path: unknown[]; fieldNames?: string[] }
  export default class Validator {
    constructor(schemaOrgJson?: object)
    validate(extracted: unknown): Promise<Issue[]>
  }
}
