/** The markup of a template after sanitising: the only tree the renderer and the store see. */
export type HtmlNode = HtmlElement | { text: string }
export interface HtmlElement {
  tag: string
  attrs: Record<string, string>
  children: HtmlNode[]
}
