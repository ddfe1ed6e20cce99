/** What `lockstep init` writes: every key, commented, with what it does. */
export const STARTER_CONFIG = `# Lockstep configuration. Flags on the command line win over this file, which wins over the
# defaults. Schema (for editor completion): docs/lockstep-config.schema.json in Lockstep's
# repository. Keys are kebab-case; argument positions are 0-based; names are exact or globs
# (*, ?, [...]).

# What your own functions mean, when Lockstep cannot see their bodies (or should not look).
# Kinds: lock | unlock | trylock | read-lock | spawn | join | atomic | ignore
models: []
#  - function: my_lock          # a wrapper around pthread_mutex_lock
#    kind: lock
#    lock: 0                    # the argument that points to the lock
#  - function: my_unlock
#    kind: unlock
#    lock: 0
#  - function: my_trylock
#    kind: trylock
#    lock: 0
#    success: 0                 # what it returns when it took the lock
#  - function: pool_submit      # a thread pool: runs entry(arg) on another thread
#    kind: spawn
#    entry: 1
#    arg: 2
#  - function: stats_*          # glob: calls with no effect on shared memory
#    kind: ignore

# Functions that run as threads although no thread creation is visible: callbacks handed to a
# library Lockstep has no model of, a library's exported API. (Handlers installed with signal or
# sigaction need no entry: they are analysed as signal handlers.)
entry-points: []
#  - function: on_message
#    instances: many            # one | many
#    with-main: true            # may run while main runs (default true)

# library: true               # every external function is an entry point (code without main)

# What to analyse when no path is given on the command line (relative to the repository root).
# paths:
#   include: [src]
#   exclude: ["**/test/**", third_party]
# include-dirs: [include]
# defines: [NDEBUG, "CONFIG_SMP=1"]
# compile-commands: build/compile_commands.json
# lang: c                      # c | c++ (default: by file extension)

# analysis:
#   bound: 2                   # thread instances per spawn site the model checker explores
#   max-states: 200000         # states the model checker may explore
#   time-budget: 60            # seconds, a safety net
#   model-check: true          # false: layer 1 only (findings stay candidates)
#   fail-on: warning           # error | warning | none
#   severity:
#     data-race: warning       # error | warning | note, for every finding

# Findings you accept, each with the reason. Inline alternative, on either access line:
#   counter++; // lockstep-ignore data-race: approximate statistics
suppressions: []
#  - fingerprint: 0123456789abcdef0123456789abcdef
#    reason: benign race on a statistics counter
#  - file: "vendor/**"
#    reason: third-party code
#  - function: "debug_*"
#    variable: "trace_*"
#    reason: debugging aids, never enabled in production

# A previous SARIF or JSON output: findings in it are "unchanged" and do not fail the run.
# baseline: lockstep-baseline.sarif
`;
