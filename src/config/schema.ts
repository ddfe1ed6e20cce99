/**
 * The `.lockstep.yml` schema: defined once with zod; `docs/lockstep-config.schema.json` is generated
 * from it (`npm run schemas`) so editors complete and check the file, and a test keeps the two
 * equal. Keys are kebab-case, argument positions 0-based, names exact or globs (`*`, `?`, `[...]`).
 * Defaults are applied by the loader (`loader.ts`), not here, so the JSON Schema stays plain.
 */
import { z } from 'zod';

const CONFIG_MODEL_KINDS = [
  'lock',
  'unlock',
  'trylock',
  'read-lock',
  'spawn',
  'join',
  'atomic',
  'ignore',
] as const;

const position = (what: string) =>
  z
    .number({ error: 'expected an argument position (a whole number, 0 for the first argument)' })
    .int({ error: 'expected an argument position (a whole number, 0 for the first argument)' })
    .min(0, { error: 'expected an argument position (a whole number, 0 for the first argument)' })
    .describe(`${what} (0-based argument position)`);

const pattern = (what: string) =>
  z
    .string({ error: `expected ${what}: an exact name or a glob (*, ?, [...])` })
    .min(1, { error: `expected ${what}: an exact name or a glob (*, ?, [...])` });

const ModelConfigSchema = z
  .strictObject({
    function: pattern('a function name').describe('Function name or glob (*, ?, [...])'),
    kind: z
      .enum(CONFIG_MODEL_KINDS, { error: `expected one of ${CONFIG_MODEL_KINDS.join(', ')}` })
      .describe('What a call to the function means'),
    lock: position('lock / unlock / trylock / read-lock: the argument that points to the lock').optional(),
    success: z
      .number({ error: 'expected the whole number the function returns on success' })
      .int({ error: 'expected the whole number the function returns on success' })
      .optional()
      .describe('trylock: the return value that means the lock was taken (pthread: 0)'),
    recursive: z
      .boolean({ error: 'expected true or false' })
      .optional()
      .describe('lock: the lock is recursive'),
    entry: position("spawn: the argument with the new thread's entry function").optional(),
    arg: position('spawn: the argument passed to the entry function').optional(),
    handle: position('spawn: the pointer the handle is written to; join: the handle').optional(),
  })
  .superRefine(
    (m, ctx) => {
      if (!CONFIG_MODEL_KINDS.includes(m.kind)) return;
      const need = (key: 'lock' | 'success' | 'entry' | 'handle', why: string) => {
        if (m[key] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: why, input: undefined });
      };
      if (m.kind === 'lock' || m.kind === 'unlock' || m.kind === 'trylock' || m.kind === 'read-lock')
        need('lock', `required for kind ${m.kind}: the position of the argument that points to the lock`);
      if (m.kind === 'trylock')
        need('success', 'required for kind trylock: the return value that means success');
      if (m.kind === 'spawn')
        need('entry', "required for kind spawn: the position of the entry function's argument");
      if (m.kind === 'join')
        need('handle', "required for kind join: the position of the thread handle's argument");
      const allowed: Record<(typeof CONFIG_MODEL_KINDS)[number], string[]> = {
        lock: ['lock', 'recursive'],
        unlock: ['lock'],
        trylock: ['lock', 'success', 'recursive'],
        'read-lock': ['lock'],
        spawn: ['entry', 'arg', 'handle'],
        join: ['handle'],
        atomic: [],
        ignore: [],
      };
      for (const key of ['lock', 'success', 'recursive', 'entry', 'arg', 'handle'] as const)
        if (m[key] !== undefined && !allowed[m.kind].includes(key))
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `not used by kind ${m.kind}${allowed[m.kind].length > 0 ? ` (it takes ${allowed[m.kind].join(', ')})` : ''}`,
            input: m[key],
          });
    },
    // Also when other keys of the model are invalid: every problem at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

const EntryPointSchema = z.strictObject({
  function: pattern('a function name').describe('Function name or glob'),
  instances: z
    .enum(['one', 'many'], { error: 'expected one or many' })
    .optional()
    .describe('one: a single thread runs it; many: several may run it at once (default one)'),
  'with-main': z
    .boolean({ error: 'expected true or false' })
    .optional()
    .describe('It may run while main runs (default true); false: only alongside other threads'),
});

const SuppressionSchema = z
  .strictObject({
    fingerprint: z.string({ error: 'expected a fingerprint (a finding id)' }).min(1).optional(),
    file: pattern('a file path').optional().describe('Glob on a racing access file, relative to the root'),
    function: pattern('a function name').optional().describe('Glob on a racing access function'),
    variable: pattern('a variable name').optional().describe("Glob on the finding's shared location"),
    reason: z
      .string({ error: 'expected a reason (why this finding is acceptable)' })
      .trim()
      .min(1, { error: 'expected a reason (why this finding is acceptable)' }),
  })
  .superRefine((s, ctx) => {
    if (
      s.fingerprint === undefined &&
      s.file === undefined &&
      s.function === undefined &&
      s.variable === undefined
    )
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: 'expected at least one of fingerprint, file, function, variable',
        input: s,
      });
  });

const SEVERITIES = ['error', 'warning', 'note'] as const;

const AnalysisConfigSchema = z.strictObject({
  bound: z
    .number({ error: 'expected a whole number from 1 to 16' })
    .int({ error: 'expected a whole number from 1 to 16' })
    .min(1, { error: 'expected a whole number from 1 to 16' })
    .max(16, { error: 'expected a whole number from 1 to 16' })
    .optional()
    .describe('Thread instances per spawn site the model checker explores (default 2)'),
  'max-states': z
    .number({ error: 'expected a whole number from 1 to 100000000' })
    .int({ error: 'expected a whole number from 1 to 100000000' })
    .min(1, { error: 'expected a whole number from 1 to 100000000' })
    .max(100_000_000, { error: 'expected a whole number from 1 to 100000000' })
    .optional()
    .describe('States the model checker may explore (default 200000)'),
  'time-budget': z
    .number({ error: 'expected a whole number of seconds from 1 to 86400' })
    .int({ error: 'expected a whole number of seconds from 1 to 86400' })
    .min(1, { error: 'expected a whole number of seconds from 1 to 86400' })
    .max(86_400, { error: 'expected a whole number of seconds from 1 to 86400' })
    .optional()
    .describe('Wall-clock limit of the model checker in seconds (default 5)'),
  'model-check': z
    .boolean({ error: 'expected true or false' })
    .optional()
    .describe('Run layer 2 (default true)'),
  'fail-on': z
    .enum(['error', 'warning', 'none'], { error: 'expected one of error, warning, none' })
    .optional()
    .describe('Which findings make the exit status 1 (default warning)'),
  severity: z
    .strictObject({
      'data-race': z.enum(SEVERITIES, { error: 'expected one of error, warning, note' }).optional(),
    })
    .optional()
    .describe('Severity (SARIF level) per rule, replacing the status-based default'),
});

/** A `-D` value: a macro name (a function-like macro with its parameters), then `=VALUE` or nothing. */
export const MACRO_DEFINITION = /^[A-Za-z_]\w*(\([^()]*\))?(=|$)/;
/** A `-U` value: a macro name alone. */
export const MACRO_NAME = /^[A-Za-z_]\w*$/;

export const ConfigSchema = z.strictObject(
  {
    models: z.array(ModelConfigSchema, { error: 'expected a list of models' }).optional(),
    'entry-points': z.array(EntryPointSchema, { error: 'expected a list of entry points' }).optional(),
    library: z
      .boolean({ error: 'expected true or false' })
      .optional()
      .describe(
        'Every external function with a body is an entry point with many instances, concurrent with main',
      ),
    paths: z
      .strictObject({
        include: z
          .array(z.string({ error: 'expected a path or glob' }), { error: 'expected a list of globs' })
          .optional(),
        exclude: z
          .array(z.string({ error: 'expected a path or glob' }), { error: 'expected a list of globs' })
          .optional(),
      })
      .optional()
      .describe('What to analyse when no path is given on the command line (relative to the root)'),
    'include-dirs': z
      .array(z.string({ error: 'expected a directory' }), { error: 'expected a list of directories' })
      .optional(),
    defines: z
      .array(
        z
          .string({ error: 'expected NAME or NAME=VALUE' })
          .regex(MACRO_DEFINITION, 'expected NAME or NAME=VALUE, NAME an identifier'),
        {
          error: 'expected a list of NAME or NAME=VALUE',
        },
      )
      .optional(),
    'compile-commands': z.string({ error: 'expected a path to compile_commands.json' }).optional(),
    lang: z.enum(['c', 'c++'], { error: 'expected c or c++' }).optional(),
    analysis: AnalysisConfigSchema.optional(),
    suppressions: z.array(SuppressionSchema, { error: 'expected a list of suppressions' }).optional(),
    baseline: z
      .string({ error: 'expected a path to a previous SARIF or JSON output' })
      .min(1, { error: 'expected a path to a previous SARIF or JSON output' })
      .optional()
      .describe('A previous SARIF or JSON output: findings already in it are unchanged, not new'),
  },
  { error: 'expected settings as `key: value` lines (a mapping)' },
);

export type RawConfig = z.infer<typeof ConfigSchema>;
export type SuppressionConfig = z.infer<typeof SuppressionSchema>;

/** The JSON Schema of `.lockstep.yml`, as committed in docs/. */
export function configJsonSchema(): object {
  return {
    title: 'Lockstep configuration (.lockstep.yml)',
    ...z.toJSONSchema(ConfigSchema, { io: 'input' }),
  };
}
