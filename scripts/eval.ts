/**
 * `npm run eval`: the annotated fixtures (scripts/eval-fixtures.ts); `npm run eval -- --corpus
 * NAME`: a public development corpus (scripts/corpus/eval.ts, docs/corpus.md).
 */
await import(process.argv.includes('--corpus') ? './corpus/eval.js' : './eval-fixtures.js');
