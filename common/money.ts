/**
 * An amount of money rounded to cents, the one way the app rounds money (summaries, reports,
 * dashboards, rates, invoices): two places that round apart would show two totals for one event.
 * `Number.EPSILON` first, so an amount stored as 1.005 (binary 1.00499…) rounds to 1.01 as people
 * reckon it.
 */
export const roundMoney = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100
