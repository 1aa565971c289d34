/** Calendar feeds (issue 37): the subscribe action host screens place, its dialog and the feed list. */
export { default as SubscribeButton } from './SubscribeButton'
