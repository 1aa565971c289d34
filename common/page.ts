/** The Spring page shape of the spec (DESIGN.md "API conventions"); page numbers start at 0. */
export interface Page<T> {
  content: T[]
  totalElements: number
  totalPages: number
  size: number
  number: number
  numberOfElements: number
}
