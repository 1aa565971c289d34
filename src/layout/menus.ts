/**
 * Hand-written screens per context. The sidebar's groups come from menuDefinitions.ts; a name
 * here that those groups do not place joins the last group, so a screen added here still shows
 * (when its resource is registered and canAccess allows it).
 */
export const menuResources: Record<'EVENTS' | 'TICKETS', string[]> = {
  EVENTS: ['event', 'events-users', 'environment-type', 'notification', 'configuration', 'establishment'],
  TICKETS: [
    'box-office',
    'events-users',
    'environment-type',
    'notification',
    'configuration',
    'establishment',
  ],
}
