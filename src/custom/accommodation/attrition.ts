/** Attrition against the contract: the share of the agreed rooms not picked up, in whole percent. */
export const attrition = (agreed: number, pickedUp: number) =>
  agreed > 0 ? Math.round((Math.max(agreed - pickedUp, 0) / agreed) * 100) : 0
