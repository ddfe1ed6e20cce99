/**
 * The analysis result: the JSON output contract (`lockstep check --format json`, schemaVersion 1)
 * and the input of every renderer. Defined once with zod; `docs/lockstep-output.schema.json` is
 * generated from it (`npm run schemas`) and a test keeps the two equal. Additive fields do not bump
 * the version.
 */
import { z } from 'zod';

export const SCHEMA_VERSION = 1;

const VerdictSchema = z
  .enum(['race', 'race-free', 'unknown'])
  .describe(
    'race: a race is established; race-free: no candidate survived (suppressed findings aside) and nothing was skipped; unknown otherwise',
  );

const TraceStepSchema = z.object({
  kind: z
    .enum(['spawn', 'call', 'access'])
    .describe('spawn: a thread is started here; call: a call on the way; access: the access itself'),
  file: z.string(),
  line: z.number().int().min(1),
  column: z.number().int().min(1),
  function: z.string().describe('The function the step lies in'),
  thread: z.string().describe('The thread that performs the step (a spawn step: its creator)'),
  callee: z.string().optional().describe('call: the function called; spawn: the entry of the thread started'),
  locks: z.array(z.string()).describe('Locks held at this point, as written in source'),
});

const AccessSchema = z.object({
  file: z.string().describe('Relative to the repository root, with / separators'),
  line: z.number().int().min(1),
  column: z.number().int().min(1),
  endLine: z.number().int().min(1),
  endColumn: z.number().int().min(1),
  access: z.enum(['read', 'write']),
  atomic: z.boolean(),
  thread: z.string().describe('entry#instance, e.g. worker#2 or main#1'),
  locks: z.array(z.string()).describe('Locks held, as written in source'),
  function: z.string(),
  frees: z.literal(true).optional().describe('The write is the free or delete of the whole object'),
  named: z
    .literal(true)
    .optional()
    .describe("One of the two accesses the finding's message names (the pair its witness makes race)"),
  callPath: z.array(z.string()).optional().describe('Thread entry → … → function'),
  trace: z
    .array(TraceStepSchema)
    .optional()
    .describe(
      "How the access is reached: its thread's creation chain (calls and spawns from main), the calls from the thread's entry, then the access; one shortest path",
    ),
});

const WitnessStepSchema = z.object({
  step: z.number().int().min(1),
  thread: z.string(),
  action: z.string(),
  file: z.string(),
  line: z.number().int().min(1),
  column: z.number().int().min(1),
  racing: z
    .literal(true)
    .optional()
    .describe('The step makes one of the two racing accesses (two steps of a witness carry it)'),
  input: z
    .object({
      test: z.string().describe('The condition, as the source writes it'),
      holds: z.boolean().describe('Which way the path went: true when the branch is taken'),
      from: z
        .array(
          z.object({
            name: z.string().describe('What the condition tests: a variable, or the call itself'),
            call: z.string().describe('The call whose result it holds (`read()`)'),
            file: z.string(),
            line: z.number().int().min(1),
            column: z.number().int().min(1),
          }),
        )
        .describe('Where the inputs the condition tests were read, when the function says so'),
    })
    .optional()
    .describe(
      "A branch on the program's input that could have gone either way: the step says which way the witness's path went (file, line and column are the branch's)",
    ),
});

const WitnessBranchSchema = z.object({
  branch: z.string().describe('The condition, as the source writes it'),
  file: z.string(),
  line: z.number().int().min(1),
  column: z.number().int().min(1),
});

export type WitnessBranch = z.infer<typeof WitnessBranchSchema>;

const VerdictCauseSchema = z
  .object({
    kind: z
      .enum([
        'confirmed-races',
        'possible-races',
        'unchecked-candidates',
        'units-not-read',
        'functions-skipped',
        'duplicate-definitions',
        'syntax-errors',
        'unknown-function',
        'unresolved-calls',
        'no-main',
        'entry-point-pointers',
        'threads-cut-off',
        'time-budget',
        'memory-budget',
        'shard',
        'suppressed',
      ])
      .describe('What the reason is about'),
    count: z.number().int().min(0).optional().describe('How many (races, units, functions, calls...)'),
    names: z.array(z.string()).optional().describe('Which: files, functions'),
    why: z
      .string()
      .optional()
      .describe(
        'functions-skipped: syntax, limit or internal; unknown-function: what it is handed; a budget: the phase it stopped',
      ),
    index: z.number().int().min(1).optional().describe("shard: this run's share"),
    file: z.string().optional(),
    line: z.number().int().min(1).optional(),
    column: z.number().int().min(1).optional(),
  })
  .describe('One reason of the verdict as facts');

export type VerdictCause = z.infer<typeof VerdictCauseSchema>;

/** What can stop the model checker's search for a candidate: a budget, the time, a path cut short. */
const STOP_KINDS = [
  'state-budget',
  'work-budget',
  'run-work-budget',
  'run-state-budget',
  'time-limit',
  'run-budget',
  'cut-short',
] as const;

const CauseSchema = z
  .object({
    kind: z
      .enum([
        'race-reached',
        'no-interleaving',
        'no-main',
        'unknown-callee-access',
        'unknown-value',
        ...STOP_KINDS,
        'bound',
        'too-many-threads',
        'entry-point-alone',
      ])
      .describe(
        "What decided it: a budget (state-budget, work-budget: the group's; run-*: the run's, spent before its turn; time-limit; run-budget: memory or the whole run's time), unknown-value (the race found went through a value the model does not know), bound, too-many-threads, cut-short, unknown-callee-access, entry-point-alone",
      ),
    limit: z.number().optional().describe('The budget or limit, in its unit (states, work units, instances)'),
    reached: z.number().optional().describe('What was spent of it when it stopped'),
    states: z.number().optional().describe('work-budget: the states explored when it stopped'),
    ms: z
      .number()
      .optional()
      .describe(
        "time-limit: the model checker's limit in whole milliseconds: 60,000 by default, or what a `--time-budget` had left when layer 2 began",
      ),
    text: z.string().optional().describe('run-budget: which ceiling of the run, in words'),
    callee: z
      .string()
      .optional()
      .describe('unknown-callee-access: the function with no body or model an access was assumed for'),
    bound: z.number().optional().describe('Thread instances per spawn site explored'),
    instances: z.number().optional().describe('too-many-threads: the instances the candidate needs'),
    by: z.enum(['directed', 'exhaustive']).optional(),
    what: z
      .string()
      .optional()
      .describe('unknown-value: the first decision on a value the model does not know'),
    file: z.string().optional(),
    line: z.number().int().min(1).optional(),
    column: z.number().int().min(1).optional(),
    then: z
      .object({
        kind: z.enum(STOP_KINDS),
        limit: z.number().optional(),
        reached: z.number().optional(),
        states: z.number().optional(),
        ms: z.number().optional(),
        text: z.string().optional(),
      })
      .optional()
      .describe(
        'unknown-value: the budget (with its figures, as above) that ended the search before it found an interleaving through known values only',
      ),
  })
  .describe('The reason as facts: the same reason `reason` says in words');

export type FindingCause = z.infer<typeof CauseSchema>;

const FindingSchema = z.object({
  id: z.string().describe('The fingerprint'),
  /** `thread-unsafe-call`: the location is the hidden state of a library function that is not thread-safe. */
  kind: z.enum(['data-race', 'thread-unsafe-call']),
  status: z.enum(['candidate', 'possible', 'confirmed']),
  severity: z.enum(['error', 'warning', 'note']),
  baselineState: z.enum(['new', 'unchanged']).optional(),
  location: z.string().describe('The shared variable, field path or heap object'),
  message: z.string(),
  accesses: z.array(AccessSchema).min(1),
  witness: z
    .object({
      steps: z.array(WitnessStepSchema),
      eitherWay: z
        .array(WitnessBranchSchema)
        .min(1)
        .optional()
        .describe(
          'Branches on values the model does not know (what a library call returned) on the way: the race is reached whichever way each goes, every outcome was explored',
        ),
    })
    .optional(),
  reason: z
    .string()
    .optional()
    .describe('possible: what stopped the model checker from confirming or eliminating it'),
  cause: CauseSchema.optional(),
  /** Where the locks the accesses hold were taken and where their threads were created. */
  sites: z
    .array(
      z.object({
        kind: z.enum(['lock', 'spawn', 'allocation']),
        name: z.string().describe('The lock as written, the thread created, or the heap object allocated'),
        file: z.string(),
        line: z.number().int().min(1),
        column: z.number().int().min(1),
      }),
    )
    .optional(),
  tracesOmitted: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe(
      'How many of the accesses are listed without their trace: only the pair the message shows and the first others in source order, ten in all, carry one; every access keeps its callPath',
    ),
  accessesOmitted: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe(
      'How many access sites are not listed: a finding lists at most 50, the pair the message shows and the first others in source order',
    ),
  /** Why a finding in `suppressed[]` is suppressed (SARIF `suppressions`). */
  suppressions: z
    .array(
      z.object({
        kind: z
          .enum(['inSource', 'external'])
          .describe('inSource: a lockstep-ignore comment; external: .lockstep.yml'),
        justification: z.string(),
        file: z.string().optional().describe('The comment or configuration file'),
        line: z.number().int().min(1).optional(),
      }),
    )
    .optional()
    .describe('Present on the findings of suppressed[] only'),
});

const DiagnosticSchema = z.object({
  severity: z.enum(['error', 'warning', 'note']),
  code: z.string(),
  message: z.string(),
  file: z.string().optional(),
  line: z.number().int().min(1).optional(),
  column: z.number().int().min(1).optional(),
});

const StatsSchema = z.object({
  units: z.number().int().min(0),
  functions: z.number().int().min(0),
  functionsSkipped: z.number().int().min(0),
  threads: z.number().int().min(0).optional(),
  /** Of `threads`: those whose spawn runs more than once (a loop, a thread pool): several instances each. */
  threadsRepeated: z.number().int().min(0).optional(),
  /** Of `threads`: signal handlers, which Lockstep runs as threads that may start at any point. */
  signalHandlers: z.number().int().min(0).optional(),
  /**
   * How many threads run in all (signal handlers apart) when every repeated spawn's count is known
   * (a counted loop with constant bounds); absent when one is not, and `threads + threadsRepeated`
   * is then a lower bound.
   */
  threadInstances: z.number().int().min(0).optional(),
  candidates: z.number().int().min(0),
  eliminated: z.number().int().min(0),
  confirmed: z.number().int().min(0),
  possible: z.number().int().min(0),
  suppressed: z.number().int().min(0),
  statesExplored: z.number().int().min(0),
  ms: z.object({
    frontend: z.number().min(0),
    layer1: z.number().min(0),
    layer2: z.number().min(0),
    total: z.number().min(0),
  }),
});

const EliminatedSchema = z.object({
  location: z.string(),
  why: z.string(),
  accesses: z.array(AccessSchema),
});

export const AnalysisResultSchema = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  tool: z.object({ name: z.literal('lockstep'), version: z.string() }),
  verdict: VerdictSchema,
  verdictReasons: z.array(z.string()),
  verdictCauses: z
    .array(VerdictCauseSchema)
    .optional()
    .describe('The reasons as facts, one per entry of verdictReasons, in the same order'),
  /** Present when the verdict covers only part of the program (`--shard I/N`). */
  scope: z
    .object({ shard: z.object({ index: z.number().int(), count: z.number().int() }) })
    .optional()
    .describe('What the verdict covers when it is not the whole program: the shard whose races it reports'),
  findings: z.array(FindingSchema),
  /** Candidates the model checker eliminated (`--show-eliminated` only). */
  eliminated: z
    .array(EliminatedSchema)
    .optional()
    .describe('Candidates layer 2 eliminated; present with --show-eliminated'),
  /** Findings a suppression (config or inline comment) matched: not in findings[], not in the verdict. */
  suppressed: z
    .array(FindingSchema)
    .optional()
    .describe('Findings that a suppression matched, each with its suppressions; they do not count'),
  diagnostics: z.array(DiagnosticSchema),
  stats: StatsSchema,
});

export type Verdict = z.infer<typeof VerdictSchema>;
export type FindingAccess = z.infer<typeof AccessSchema>;
export type FindingTraceStep = z.infer<typeof TraceStepSchema>;
export type Finding = z.infer<typeof FindingSchema>;
export type AnalysisResult = z.infer<typeof AnalysisResultSchema>;
export type ResultDiagnostic = z.infer<typeof DiagnosticSchema>;

/** The JSON Schema (draft 2020-12) of the output, as committed in docs/. */
export function outputJsonSchema(): object {
  return {
    title: 'Lockstep analysis result',
    ...z.toJSONSchema(AnalysisResultSchema),
  };
}
