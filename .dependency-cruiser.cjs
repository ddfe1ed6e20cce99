// The shape of the pipeline, checked on every `npm run lint` (docs/ARCHITECTURE.md explains it):
// frontend → ir → analysis (layer 1) → check (layer 2) → report → cli / action. A stage imports
// only stages before it; the IR is the leaf every stage reads; the only import cycles allowed are
// the recursive descent within the C lowering files and within the C++ ones (a statement lowers
// expressions, an expression lowers a lambda's or a statement expression's statements).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'ir-is-a-leaf',
      comment: 'src/ir defines the program representation every stage reads; it imports nothing else in src.',
      severity: 'error',
      from: { path: '^src/ir/' },
      to: { path: '^src/', pathNot: '^src/ir/' },
    },
    {
      name: 'models-are-a-leaf',
      comment:
        'src/models is the C library as data: every stage may read it; it imports only the IR and util.',
      severity: 'error',
      from: { path: '^src/models/' },
      to: { path: '^src/', pathNot: '^src/(models|ir|util)/' },
    },
    {
      name: 'frontend-before-analysis',
      comment: 'The frontend builds the IR; it knows nothing of the analysis, the model checker or reports.',
      severity: 'error',
      from: { path: '^src/frontend/' },
      to: { path: '^src/(analysis|check|report|cli|action)/' },
    },
    {
      name: 'analysis-before-check',
      comment: 'Layer 1 proposes candidates; it knows nothing of layer 2, reports or front ends to users.',
      severity: 'error',
      from: { path: '^src/analysis/' },
      to: { path: '^src/(frontend|check|report|cli|action)/' },
    },
    {
      name: 'check-before-report',
      comment: 'Layer 2 decides candidates; it knows nothing of output formats or of the CLI and the Action.',
      severity: 'error',
      from: { path: '^src/check/' },
      to: { path: '^src/(frontend|report|cli|action)/' },
    },
    {
      name: 'report-before-cli',
      comment: 'Renderers are pure functions of a result: they know nothing of the CLI or of GitHub.',
      severity: 'error',
      from: { path: '^src/report/' },
      to: { path: '^src/(cli|action)/' },
    },
    {
      name: 'action-only-from-its-entry',
      comment: 'The Action is an entry point: only its own files (and its tests) import it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/action/' },
      to: { path: '^src/action/' },
    },
    {
      name: 'cli-only-from-its-entry',
      comment: 'The CLI is an entry point: nothing in src outside it imports it.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/cli/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'c-lowering-knows-no-cpp',
      comment: 'C++ lowering builds on C lowering through the LanguageLowering hooks, never the other way round.',
      severity: 'error',
      from: { path: '^src/frontend/lower/[^/]+$' },
      to: { path: '^src/frontend/lower/cpp/' },
    },
    {
      name: 'no-cycles',
      comment:
        'No import cycle, type-only ones included, outside the lowering. Within it, the recursive descent ' +
        '(statements, expressions, declarations and calls lower each other) may cycle among the C files, ' +
        'and among the C++ files, but never across the two (C++ reaches C through imports, C reaches ' +
        'C++ only through the LanguageLowering hooks: rule c-lowering-knows-no-cpp).',
      severity: 'error',
      from: {},
      to: { circular: true, via: { pathNot: '^src/frontend/lower/' } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/models/include/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
