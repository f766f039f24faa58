// The list of open-source packages the build reads from node_modules (apps/web/build/open-source-credits.ts).
declare module 'virtual:open-source-credits' {
  const packages: readonly import('../build/open-source-credits').OpenSourcePackage[];
  export default packages;
}
