// algoliasearch ships the browser build's declarations as its lite client's, not beside the
// build file the browser test imports by path.
declare module 'algoliasearch/dist/lite/builds/browser' {
  export { liteClient } from 'algoliasearch/lite';
}
