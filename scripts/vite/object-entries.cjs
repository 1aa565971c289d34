// What `object.entries` (a polyfill node-polyglot requires) hands back in every browser this app
// supports: the native function. Its own helpers (get-intrinsic, call-bind, define-properties…)
// added ~5 KB to every page of the app (issue 35, page weight).
module.exports = Object.entries
