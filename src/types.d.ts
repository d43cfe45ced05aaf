// Island stylesheets are imported as minified text and injected when the island mounts.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
