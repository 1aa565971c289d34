/** The spec's e-mail pattern check: something@something.tld, no spaces. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
