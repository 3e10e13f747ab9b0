// A locale file of engine strings, one bundle of it (engine/domain/string-bundles.ts).
declare module '*.json?bundle=shell' {
  const strings: Readonly<Record<string, string>>;
  export default strings;
}
declare module '*.json?bundle=catalogue' {
  const strings: Readonly<Record<string, string>>;
  export default strings;
}
declare module '*.json?bundle=account' {
  const strings: Readonly<Record<string, string>>;
  export default strings;
}
declare module '*.json?bundle=cart' {
  const strings: Readonly<Record<string, string>>;
  export default strings;
}
declare module '*.json?bundle=checkout' {
  const strings: Readonly<Record<string, string>>;
  export default strings;
}
declare module '*.json?bundle=reviews' {
  const strings: Readonly<Record<string, string>>;
  export default strings;
}
declare module '*.json?bundle=search' {
  const strings: Readonly<Record<string, string>>;
  export default strings;
}
declare module '*.json?bundle=titles' {
  const strings: Readonly<Record<string, string>>;
  export default strings;
}
declare module '*.json?bundle=banners' {
  const strings: Readonly<Record<string, string>>;
  export default strings;
}
