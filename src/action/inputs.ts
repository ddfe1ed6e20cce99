/**
 * The Action's inputs (CONTRACTS "The Action"), validated with zod: every problem named with the
 * input it comes from, so a bad workflow fails with one clear message. Lists are newline- or
 * comma-separated; booleans are `true`/`false`; `changed-only` is `auto`, `true` or `false`.
 * The reader is injected (`core.getInput` in the Action, a map in tests).
 */
import { z } from 'zod';

const list = z.string().transform((s) =>
  s
    .split(/[\n,]/)
    .map((x) => x.trim())
    .filter(Boolean),
);

const bool = (name: string, fallback: boolean) =>
  z.string().transform((s, ctx) => {
    const v = s.trim().toLowerCase();
    if (v === '') return fallback;
    if (v === 'true') return true;
    if (v === 'false') return false;
    ctx.addIssue({ code: 'custom', message: `${name} must be true or false, not '${s}'` });
    return z.NEVER;
  });

const whole = (name: string, min: number, max: number) =>
  z.string().transform((s, ctx) => {
    if (s.trim() === '') return undefined;
    const n = Number(s.trim());
    if (!Number.isInteger(n) || n < min || n > max) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be a whole number from ${min} to ${max}, not '${s}'`,
      });
      return z.NEVER;
    }
    return n;
  });

const InputsSchema = z.object({
  paths: list,
  'compile-commands': z.string().transform((s) => s.trim() || undefined),
  'include-dirs': list,
  defines: list,
  config: z.string().transform((s) => s.trim() || undefined),
  'changed-only': z.string().transform((s, ctx) => {
    const v = s.trim().toLowerCase() || 'auto';
    if (v === 'auto' || v === 'true' || v === 'false') return v;
    ctx.addIssue({ code: 'custom', message: `changed-only must be auto, true or false, not '${s}'` });
    return z.NEVER;
  }),
  // Empty: `analysis.fail-on` of .lockstep.yml, else `error` (decided once the config is read).
  'fail-on': z.string().transform((s, ctx) => {
    const v = s.trim();
    if (v === '') return undefined;
    if (v === 'error' || v === 'warning' || v === 'none') return v;
    ctx.addIssue({ code: 'custom', message: `fail-on must be error, warning or none, not '${s}'` });
    return z.NEVER;
  }),
  'upload-sarif': bool('upload-sarif', true),
  comment: bool('comment', true),
  category: z.string().transform((s) => s.trim() || undefined),
  shard: z.string().transform((s, ctx) => {
    const v = s.trim();
    if (v === '') return { index: 1, count: 1 };
    const m = /^(\d+)\/(\d+)$/.exec(v);
    const index = m ? Number(m[1]) : Number.NaN;
    const count = m ? Number(m[2]) : Number.NaN;
    if (!m || count < 1 || index < 1 || index > count) {
      ctx.addIssue({ code: 'custom', message: `shard must be i/n with 1 <= i <= n (1-based), not '${s}'` });
      return z.NEVER;
    }
    return { index, count };
  }),
  bound: whole('bound', 1, 16),
  'time-budget': whole('time-budget', 1, 86_400),
  baseline: z.string().transform((s) => s.trim() || undefined),
  'github-token': z.string(),
});

export type ActionInputs = z.output<typeof InputsSchema>;
export const INPUT_NAMES = Object.keys(InputsSchema.shape) as (keyof typeof InputsSchema.shape)[];

export class InputError extends Error {
  override readonly name = 'InputError';
}

/** Reads and validates every input; all problems in one message. */
export function parseInputs(get: (name: string) => string): ActionInputs {
  const raw = Object.fromEntries(INPUT_NAMES.map((n) => [n, get(n) ?? '']));
  const r = InputsSchema.safeParse(raw);
  if (r.success) return r.data;
  throw new InputError(`invalid input: ${r.error.issues.map((i) => i.message).join('; ')}`);
}
