/** The typed text as the wire number, or undefined when blank (the server then uses its default). */
export const numberOf = (text: string) =>
  text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text)
