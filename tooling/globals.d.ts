/** Asset and stylesheet imports handled by webpack loaders. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
/** An SVG written into the page as a data URL (see tooling/asset-rules.js). */
declare module '*.svg?inline' {
  const dataUrl: string;
  export default dataUrl;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
