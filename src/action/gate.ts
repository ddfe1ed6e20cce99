/**
 * The gate stays in the workflow's hands. On a pull request, the settings of `.lockstep.yml` that
 * decide what fails the check (severity, fail-on, suppressions, excludes, includes, the baseline
 * and the budgets) are taken from the base commit, and so is the content of a baseline file in
 * the repository: a pull request cannot switch the gate off by editing them. Every such change
 * the pull request makes is listed in the review and the job summary ("takes effect once
 * merged"). The rest of the configuration (models, entry points, include directories, defines)
 * comes from the pull request, since new code may need it; added or changed models are listed
 * too, since a model decides what the analysis sees.
 */
import { relative, resolve } from 'node:path';
import {
  CONFIG_FILE,
  ConfigError,
  EMPTY_CONFIG,
  type LockstepConfig,
  parseConfig,
} from '../config/loader.js';
import { baselineFingerprints } from '../report/baseline.js';
import { isWithin } from '../util/files.js';
import { ensureCommit, type Git } from './git.js';

/** The keys whose values decide what fails the check, as `.lockstep.yml` spells them. */
const GATE_KEYS = {
  severity: 'analysis.severity',
  failOn: 'analysis.fail-on',
  suppressions: 'suppressions',
  exclude: 'paths.exclude',
  include: 'paths.include',
  baseline: 'baseline',
  bound: 'analysis.bound',
  maxStates: 'analysis.max-states',
  timeBudget: 'analysis.time-budget',
  modelCheck: 'analysis.model-check',
} as const satisfies Partial<Record<keyof LockstepConfig, string>>;

type GateKey = keyof typeof GATE_KEYS;

export interface TrustedGate {
  config: LockstepConfig;
  /** The baseline's fingerprints as the base commit has them (undefined: no baseline file there). */
  baseline?: Set<string>;
  /** Gate changes this pull request makes that are not applied, and models it adds (applied). */
  changes: string[];
  /** Why the base commit's settings could not be read (the gate then uses Lockstep's defaults). */
  note?: string;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The pull request's changes to the gate keys and its new or changed models, in words. */
export function gateChanges(head: LockstepConfig, base: LockstepConfig, root?: string): string[] {
  const out: string[] = [];
  // Paths as the configuration writes them (relative), not as the runner resolved them.
  const shown = (c: LockstepConfig): LockstepConfig =>
    root && c.baseline ? { ...c, baseline: gitPath(root, c.baseline) } : c;
  [head, base] = [shown(head), shown(base)];
  for (const key of Object.keys(GATE_KEYS) as GateKey[]) {
    if (key === 'suppressions') {
      for (const s of head.suppressions)
        if (!base.suppressions.some((b) => same(b, s)))
          out.push(`suppression ${JSON.stringify(s)} is not applied (takes effect once merged)`);
      continue;
    }
    if (!same(head[key], base[key]))
      out.push(
        `${GATE_KEYS[key]}: ${JSON.stringify(head[key] ?? null)} is not applied, the base's ${JSON.stringify(base[key] ?? null)} is (takes effect once merged)`,
      );
  }
  for (const m of head.models)
    if (!base.models.some((b) => same(b, m)))
      out.push(
        `model ${JSON.stringify(m)} is new in this pull request (applied: it decides what the analysis sees)`,
      );
  return out;
}

/** The head's configuration with every gate key taken from the base's. */
export function withBaseGate(head: LockstepConfig, base: LockstepConfig): LockstepConfig {
  const out: LockstepConfig = { ...head };
  for (const key of Object.keys(GATE_KEYS) as GateKey[]) {
    const v = base[key];
    if (v === undefined) delete out[key];
    else (out as unknown as Record<string, unknown>)[key] = v;
  }
  return out;
}

/**
 * The configuration to use on a pull request: `head` is the checkout's (already validated);
 * `configFile` the file it came from (the `config` input or `.lockstep.yml`), absent when none.
 * A configuration outside the workspace (pinned by the workflow) is trusted as it is.
 */
export async function trustedGate(
  git: Git,
  baseSha: string,
  root: string,
  head: LockstepConfig,
  configFile: string | undefined,
  baselineInput: string | undefined,
): Promise<TrustedGate> {
  const file = configFile ?? resolve(root, CONFIG_FILE);
  if (!isWithin(file, root)) return { config: head, changes: [] };
  const noBase = (note: string): TrustedGate => ({
    config: withBaseGate(head, EMPTY_CONFIG),
    changes: gateChanges(head, EMPTY_CONFIG, root),
    note,
  });
  if (!(await ensureCommit(git, baseSha)))
    return noBase(
      `the base commit ${baseSha.slice(0, 12)} could not be fetched: the gate uses Lockstep's defaults`,
    );
  const text = await git(['show', `${baseSha}:${gitPath(root, file)}`]);
  let base: LockstepConfig = { ...EMPTY_CONFIG };
  if (text !== undefined) {
    try {
      base = parseConfig(text, file, `${gitPath(root, file)} at the base commit`);
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      return noBase(
        `the base commit's configuration is invalid (${e.message}): the gate uses Lockstep's defaults`,
      );
    }
  }
  const config = withBaseGate(head, base);
  const changes = gateChanges(head, base, root);
  const baselineFile = baselineInput !== undefined ? resolve(root, baselineInput) : config.baseline;
  if (baselineFile === undefined || !isWithin(baselineFile, root)) return { config, changes };
  // A file the workflow produced (not tracked) is the workflow's; a tracked one counts as the
  // base commit has it, not as the pull request edits it.
  const path = gitPath(root, baselineFile);
  if ((await git(['ls-files', '--error-unmatch', '--', path])) === undefined) return { config, changes };
  const saved = await git(['show', `${baseSha}:${path}`]);
  let data: unknown;
  try {
    data = saved === undefined ? undefined : JSON.parse(saved);
  } catch {
    data = undefined;
  }
  if (saved === undefined)
    changes.push(`baseline ${path} is not in the base commit: no finding counts as known`);
  delete config.baseline;
  return { config, baseline: baselineFingerprints(data) ?? new Set<string>(), changes };
}

/** A path as `git show REV:PATH` wants it: relative to the repository root, `/` separators. */
function gitPath(root: string, file: string): string {
  return relative(root, file).split('\\').join('/');
}
