/**
 * Output that cannot be turned against the reader: no credential in it, and no line a CI runner
 * would take as a command. Applied by the shells (CLI and Action) to everything they print, write
 * or post, since names and excerpts come from the repository under review (docs/security.md).
 */

/** Credentials by their shape (GitHub, npm, Slack, AWS keys, HTTP auth headers, private keys). */
const SECRET_SHAPES: RegExp[] = [
  /\bgh[pousr]_[A-Za-z0-9]{20,}/g,
  /\bgithub_pat_[A-Za-z0-9_]{20,}/g,
  /\bnpm_[A-Za-z0-9]{30,}/g,
  /\bxox[abprs]-[A-Za-z0-9-]{10,}/g,
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  /\b(authorization\s*[:=]\s*(?:basic|bearer|token)\s+)[A-Za-z0-9+/=._~-]{8,}/gi,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
];

/** Environment variables whose values are credentials by their name. */
const SECRET_NAME = /TOKEN|SECRET|PASSW|CREDENTIAL|PRIVATE|API_?KEY|AUTH/i;

/** Shorter values are not redacted (they would mangle ordinary words). */
const MIN_SECRET_LENGTH = 8;

const REDACTED = '***';

/** The values of the environment (and the extra ones given) that must never be shown. */
export function secretValues(
  env: Record<string, string | undefined>,
  extra: readonly string[] = [],
): string[] {
  const out = new Set<string>();
  for (const [name, value] of Object.entries(env))
    if (value && SECRET_NAME.test(name) && value.trim().length >= MIN_SECRET_LENGTH) out.add(value.trim());
  for (const v of extra) if (v.trim().length >= MIN_SECRET_LENGTH) out.add(v.trim());
  // Longest first, so a secret that contains another is replaced whole.
  return [...out].sort((a, b) => b.length - a.length);
}

/** `text` with every known secret (also as JSON would escape it) and every secret shape redacted. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) {
    out = out.split(s).join(REDACTED);
    const escaped = JSON.stringify(s).slice(1, -1);
    if (escaped !== s) out = out.split(escaped).join(REDACTED);
  }
  for (const shape of SECRET_SHAPES)
    out = out.replace(shape, (_m, prefix?: string) =>
      typeof prefix === 'string' ? `${prefix}${REDACTED}` : REDACTED,
    );
  return out;
}

/**
 * No line may start (after blanks) with `::`: a runner reads such a line on standard output as a
 * workflow command (`::add-mask::`, `::error::`, `::stop-commands::`). A `#line` name or a file
 * name is enough to start one, so such lines get a visible `| ` in front.
 */
export function neutraliseWorkflowCommands(text: string): string {
  return text.replace(/^([^\S\n]*)::/gm, '$1| ::');
}

/** Both: what the shells apply to everything they output. */
export function inertOutput(text: string, secrets: readonly string[]): string {
  return neutraliseWorkflowCommands(redactSecrets(text, secrets));
}

/** Every string in a JSON-like value, redacted (the analysis result before any renderer sees it). */
export function redactDeep<T>(value: T, secrets: readonly string[]): T {
  if (typeof value === 'string') return redactSecrets(value, secrets) as T;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, secrets)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = redactDeep(v, secrets);
    return out as T;
  }
  return value;
}
