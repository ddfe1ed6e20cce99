/**
 * Analysis results for the renderer tests: real ones from `analyze()` on annotated fixtures (with
 * timings zeroed so golden files stay put), hand-written ones with witnesses, one whose every
 * string is hostile, and a fast-check arbitrary of results within the output schema.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { analyze } from '../../src/engine.js';
import {
  type AnalysisResult,
  AnalysisResultSchema,
  type Finding,
  type FindingAccess,
  type FindingTraceStep,
  SCHEMA_VERSION,
} from '../../src/result.js';
import { REPO_ROOT } from '../fixture-runner.js';

/** Fixtures analysed by layer 1 alone (`--no-model-check`): their findings are candidates. */
const LAYER1_ONLY = new Set(['test/fixtures/analysis/31-traces/nested_spawn_call_chain.c']);

/** Timings vary run to run; everything else in a result is deterministic. */
function withoutTimes(r: AnalysisResult): AnalysisResult {
  return { ...r, stats: { ...r.stats, ms: { frontend: 0, layer1: 0, layer2: 0, total: 0 } } };
}

export async function analyzeFile(path: string): Promise<AnalysisResult> {
  const { result } = await analyze({
    units: [{ file: join(REPO_ROOT, path) }],
    root: REPO_ROOT,
    ...(LAYER1_ONLY.has(path) ? { check: false } : {}),
  });
  return withoutTimes(AnalysisResultSchema.parse(result));
}

/**
 * Real results: racy, race-free, unknown with diagnostics (a skipped function), the example, and
 * layer 1's candidates on a nested spawn and call chain, each access with its trace.
 */
export const REAL_FIXTURES = {
  racy: 'test/fixtures/analysis/01-basic/unprotected_counter.c',
  traced: 'test/fixtures/analysis/31-traces/nested_spawn_call_chain.c',
  'race-free': 'test/fixtures/analysis/01-basic/counter_under_mutex.c',
  'unknown-parse-error': 'test/fixtures/analysis/14-unknown/parse_error.c',
  'unknown-extern': 'test/fixtures/analysis/14-unknown/extern_takes_fnptr.c',
  bank: 'examples/bank.c',
} as const;

const STATS: AnalysisResult['stats'] = {
  units: 1,
  functions: 4,
  functionsSkipped: 0,
  threads: 3,
  candidates: 2,
  eliminated: 0,
  confirmed: 1,
  possible: 1,
  suppressed: 0,
  statesExplored: 1234,
  ms: { frontend: 12.5, layer1: 3.25, layer2: 40, total: 55.75 },
};

function access(
  p: Partial<FindingAccess> & Pick<FindingAccess, 'line' | 'access' | 'thread'>,
): FindingAccess {
  return {
    file: 'src/counter.c',
    column: 5,
    endLine: p.line,
    endColumn: 12,
    atomic: false,
    locks: [],
    function: 'worker',
    ...p,
  };
}

function traceStep(
  kind: FindingTraceStep['kind'],
  line: number,
  fn: string,
  thread: string,
  locks: string[],
  callee?: string,
): FindingTraceStep {
  return {
    kind,
    file: 'src/counter.c',
    line,
    column: 3,
    function: fn,
    thread,
    ...(callee ? { callee } : {}),
    locks,
  };
}

/** A confirmed race with a witness over three threads, and a possible one without (with traces). */
export function witnessResult(): AnalysisResult {
  const confirmed: Finding = {
    id: '0123456789abcdef0123456789abcdef',
    kind: 'data-race',
    status: 'confirmed',
    severity: 'error',
    location: 'counter',
    message:
      "data race on 'counter': write in worker (worker#1) at src/counter.c:9 and read in main (main#1) at src/counter.c:20",
    accesses: [
      access({ line: 9, access: 'write', thread: 'worker#1', locks: ['m'] }),
      access({ line: 9, access: 'read', thread: 'worker#2', locks: ['m'] }),
      access({ line: 20, column: 10, endColumn: 17, access: 'read', thread: 'main#1', function: 'main' }),
    ],
    witness: {
      steps: [
        {
          step: 1,
          thread: 'main#1',
          action: 'creates thread worker#1',
          file: 'src/counter.c',
          line: 17,
          column: 3,
        },
        {
          step: 2,
          thread: 'main#1',
          action: 'creates thread worker#2',
          file: 'src/counter.c',
          line: 18,
          column: 3,
        },
        { step: 3, thread: 'worker#1', action: 'locks m', file: 'src/counter.c', line: 8, column: 3 },
        {
          step: 4,
          thread: 'worker#1',
          action: 'writes counter',
          file: 'src/counter.c',
          line: 9,
          column: 5,
          racing: true,
        },
        {
          step: 5,
          thread: 'main#1',
          action: 'reads counter',
          file: 'src/counter.c',
          line: 20,
          column: 10,
          racing: true,
        },
      ],
    },
  };
  const possible: Finding = {
    id: 'fedcba9876543210fedcba9876543210',
    kind: 'data-race',
    status: 'possible',
    severity: 'warning',
    baselineState: 'new',
    location: 'stats.hits',
    message: "possible data race on 'stats.hits': atomic write in bump (bump#1) and read in report (main#1)",
    reason: 'the state budget ran out before the candidate was decided',
    accesses: [
      access({
        line: 30,
        access: 'write',
        atomic: true,
        thread: 'bump#1',
        function: 'bump',
        trace: [
          traceStep('call', 50, 'main', 'main#1', [], 'start_pool'),
          traceStep('spawn', 35, 'start_pool', 'main#1', ['pool_lock'], 'bump'),
          traceStep('access', 30, 'bump', 'bump#1', []),
        ],
      }),
      access({
        line: 41,
        access: 'read',
        thread: 'main#1',
        function: 'report',
        locks: ['locks[i]', 'rw (read)'],
        trace: [
          traceStep('call', 52, 'main', 'main#1', ['rw (read)'], 'report'),
          traceStep('access', 41, 'report', 'main#1', ['locks[i]', 'rw (read)']),
        ],
      }),
    ],
  };
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: 'lockstep', version: '0.1.0' },
    verdict: 'race',
    verdictReasons: ['1 data race confirmed with a witness', '1 possible race'],
    findings: [confirmed, possible],
    diagnostics: [
      {
        severity: 'warning',
        code: 'unknown-function',
        message: "'ext_hook' has no body and no model",
        file: 'src/counter.c',
        line: 25,
        column: 3,
      },
      { severity: 'note', code: 'asm', message: 'inline assembly is not modelled' },
    ],
    stats: STATS,
  };
}

/** Strings that try to inject markdown, HTML, links, mentions, SARIF links and Mermaid syntax. */
export const HOSTILE = [
  'x](http://evil.example)',
  '<img src=x onerror=alert(1)>',
  '@octocat',
  'a`b``c',
  '`',
  'a|b|c',
  'x --> y; z',
  'end',
  '%% comment',
  '#35; #1',
  'line\nbreak',
  '{0} {{x}}',
  '[here](1)',
  'www.evil.example',
  'mail@evil.example',
  '**bold** _em_ ~~s~~',
  '&lt;script&gt;',
  '<details><summary>x</summary>',
  '\\|\\`',
  '```',
  '    indented',
  '- [ ] task',
  '> quote',
  'participant X',
  'T1->>T2: forged',
  'ünïcödé 🧵',
  ' padded ',
  '',
];

const hostile = (i: number) => HOSTILE[i % HOSTILE.length]!;

/** Every string field hostile; each finding with a witness that uses the hostile names. */
export function hostileResult(): AnalysisResult {
  const findings: Finding[] = HOSTILE.map((h, i) => {
    const threadA = hostile(i + 1) || 'x';
    const threadB = hostile(i + 2) || 'y';
    const file = `dir ${hostile(i + 3)}/f#${i}.c`;
    return {
      id: `${i.toString(16).padStart(32, '0')}`,
      kind: 'data-race',
      status: (['confirmed', 'possible', 'candidate'] as const)[i % 3]!,
      severity: (['error', 'warning', 'note'] as const)[i % 3]!,
      location: h,
      message: `message ${hostile(i + 4)}`,
      ...(i % 3 === 1 ? { reason: hostile(i + 12) } : {}),
      accesses: [
        access({
          file,
          line: 3,
          access: 'write',
          thread: threadA,
          function: hostile(i + 5),
          locks: [hostile(i + 6)],
          trace: [
            {
              kind: 'spawn',
              file,
              line: 1,
              column: 1,
              function: hostile(i + 8),
              thread: hostile(i + 9),
              callee: hostile(i + 5),
              locks: [hostile(i + 10)],
            },
            {
              kind: 'call',
              file,
              line: 2,
              column: 1,
              function: hostile(i + 5),
              thread: threadA,
              callee: hostile(i + 11),
              locks: [],
            },
            {
              kind: 'access',
              file,
              line: 3,
              column: 1,
              function: hostile(i + 11),
              thread: threadA,
              locks: [hostile(i + 6)],
            },
          ],
        }),
        access({ file, line: 7, access: 'read', thread: threadB, function: hostile(i + 7), locks: [] }),
      ],
      witness: {
        steps: [
          { step: 1, thread: threadA, action: hostile(i + 8), file, line: 3, column: 1, racing: true },
          { step: 2, thread: threadB, action: hostile(i + 9), file, line: 7, column: 1, racing: true },
        ],
      },
    };
  });
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: 'lockstep', version: '0.1.0' },
    verdict: 'unknown',
    verdictReasons: HOSTILE.slice(0, 6),
    findings,
    diagnostics: HOSTILE.map((h, i) => ({
      severity: (['error', 'warning', 'note'] as const)[i % 3]!,
      code: hostile(i + 10) || 'code',
      message: h,
      file: `${hostile(i + 11)}.h`,
      line: i + 1,
      column: 2,
    })),
    stats: STATS,
  };
}

// ---------------------------------------------------------------------------------------------
// Arbitrary results within the schema

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE) },
);
const pos = fc.integer({ min: 1, max: 5000 });
const nat = fc.nat({ max: 100_000 });

const accessArb: fc.Arbitrary<FindingAccess> = fc.record(
  {
    file: text,
    line: pos,
    column: pos,
    endLine: pos,
    endColumn: pos,
    access: fc.constantFrom('read' as const, 'write' as const),
    atomic: fc.boolean(),
    thread: text,
    locks: fc.array(text, { maxLength: 3 }),
    function: text,
    callPath: fc.array(text, { maxLength: 3 }),
    trace: fc.array(
      fc.record(
        {
          kind: fc.constantFrom('spawn' as const, 'call' as const, 'access' as const),
          file: text,
          line: pos,
          column: pos,
          function: text,
          thread: text,
          callee: text,
          locks: fc.array(text, { maxLength: 2 }),
        },
        { requiredKeys: ['kind', 'file', 'line', 'column', 'function', 'thread', 'locks'] },
      ),
      { maxLength: 4 },
    ),
  },
  {
    requiredKeys: [
      'file',
      'line',
      'column',
      'endLine',
      'endColumn',
      'access',
      'atomic',
      'thread',
      'locks',
      'function',
    ],
  },
);

const stepArb = fc.record({ step: pos, thread: text, action: text, file: text, line: pos, column: pos });

const findingArb: fc.Arbitrary<Finding> = fc.record(
  {
    id: text,
    kind: fc.constant('data-race' as const),
    status: fc.constantFrom('candidate' as const, 'possible' as const, 'confirmed' as const),
    severity: fc.constantFrom('error' as const, 'warning' as const, 'note' as const),
    baselineState: fc.constantFrom('new' as const, 'unchanged' as const),
    location: text,
    message: text,
    accesses: fc.array(accessArb, { minLength: 1, maxLength: 4 }),
    witness: fc.record({ steps: fc.array(stepArb, { maxLength: 6 }) }),
    reason: text,
  },
  { requiredKeys: ['id', 'kind', 'status', 'severity', 'location', 'message', 'accesses'] },
);

const diagnosticArb = fc.record(
  {
    severity: fc.constantFrom('error' as const, 'warning' as const, 'note' as const),
    code: text,
    message: text,
    file: text,
    line: pos,
    column: pos,
  },
  { requiredKeys: ['severity', 'code', 'message'] },
);

export const resultArb: fc.Arbitrary<AnalysisResult> = fc.record({
  schemaVersion: fc.constant(SCHEMA_VERSION),
  tool: fc.record({ name: fc.constant('lockstep' as const), version: fc.oneof(fc.constant('0.1.0'), text) }),
  verdict: fc.constantFrom('race' as const, 'race-free' as const, 'unknown' as const),
  verdictReasons: fc.array(text, { maxLength: 3 }),
  findings: fc.array(findingArb, { maxLength: 5 }),
  diagnostics: fc.array(diagnosticArb, { maxLength: 4 }),
  stats: fc.record(
    {
      units: nat,
      functions: nat,
      functionsSkipped: nat,
      threads: nat,
      candidates: nat,
      eliminated: nat,
      confirmed: nat,
      possible: nat,
      suppressed: nat,
      statesExplored: nat,
      ms: fc.record({
        frontend: fc.double({ min: 0, max: 1e6, noNaN: true }),
        layer1: fc.double({ min: 0, max: 1e6, noNaN: true }),
        layer2: fc.double({ min: 0, max: 1e6, noNaN: true }),
        total: fc.double({ min: 0, max: 1e6, noNaN: true }),
      }),
    },
    {
      requiredKeys: [
        'units',
        'functions',
        'functionsSkipped',
        'candidates',
        'eliminated',
        'confirmed',
        'possible',
        'suppressed',
        'statesExplored',
        'ms',
      ],
    },
  ),
});
