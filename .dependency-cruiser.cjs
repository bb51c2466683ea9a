/**
 * The folder-cycle check of `npm run lint`: no folder of the repository may
 * reach itself again through the imports of other folders, type-only imports
 * included (tsPreCompilationDeps). A folder counts with its subfolders, so a
 * subfolder importing its parent is no cycle; two sibling folders importing
 * each other, directly or round a ring, are.
 *
 * The visitor API's src/common imports no feature folder (its README, Layout);
 * the shell's render library (src/ssr) imports nothing of its HTTP service
 * (src/http), and what both use (src/common) imports neither.
 *
 * Test files are left out: a test imports the code it tests and the helpers
 * of a testing folder, which import that code again, and nothing imports a
 * test. tooling/folder-cycles.test.js proves the check fails on a cycle.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment:
        'Folders import each other round a ring: move the shared piece into a folder both import.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-common-imports-no-feature',
      comment:
        "The visitor API's common layer is what several features use: it imports none of them.",
      severity: 'error',
      from: { path: '^visitor-api/src/common/' },
      to: { path: '^visitor-api/src/', pathNot: '^visitor-api/src/common/' },
    },
    {
      name: 'shell-ssr-imports-no-http',
      comment:
        "The shell's render library (src/ssr) is bundled on its own: what it shares with the HTTP service lives in src/common.",
      severity: 'error',
      from: { path: '^shell/src/(ssr|common)/' },
      to: { path: '^shell/src/http/' },
    },
    {
      name: 'shell-common-imports-neither-server',
      comment: "The shell's src/common is what both servers use: it imports neither.",
      severity: 'error',
      from: { path: '^shell/src/common/' },
      to: { path: '^shell/src/(ssr|http)/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    metrics: true,
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '(^|/)(node_modules|dist|coverage|test-results|playwright-report|\\.site|@mf-types|\\.artifacts)/',
        '\\.test\\.[cm]?[jt]sx?$',
      ],
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
