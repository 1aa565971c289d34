// react-admin's own sign-in page, in a chunk of its own: see Admin.tsx.
export { Login as default } from 'react-admin'
