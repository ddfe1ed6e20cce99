/**
 * The reference interpreter: a deliberately plain explorer of EVERY interleaving of a program's
 * IR, written apart from src/check so that it can judge Lockstep's verdicts.
 *
 * Semantics (docs/oracle.md has the same in prose):
 * - Sequential consistency: one IR instruction or terminator is one atomic step of one thread.
 *   A call to `__VERIFIER_atomic_*` (lowered as atomic-begin; call; atomic-end) or an explicit
 *   `__VERIFIER_atomic_begin/end` region is ONE step: the whole section runs to its end, and an
 *   `assume` that fails inside it makes the whole step impossible (SV-COMP semantics).
 * - A race exists iff some reachable state has two threads whose next steps (both enabled)
 *   access the same memory location, at least one writes, not both accesses are atomic, and not
 *   both steps are atomic sections (sections are totally ordered, like one global lock). For an
 *   interleaving semantics this is the happens-before definition of CONTRACTS.md: two accesses that
 *   can be adjacent are not ordered, and a race that is not ordered can be made adjacent.
 * - Memory orders are NOT modelled: every atomic is sequentially consistent. A race that needs
 *   a relaxed (non-synchronising) publication is therefore invisible to the reference; the
 *   properties do not use the reference to refute races in programs with relaxed atomics.
 * - Process end (return from main, exit, abort, reach_error) stops every thread at once.
 * - Condition variables may wake spuriously (POSIX): `cond_wait` = unlock, then re-lock at any
 *   later point; signals change nothing. Barriers release all waiters when the count arrives.
 * - `__VERIFIER_nondet_*` (IR `nondet`) takes each value of {0, 1, 2, 3, -1}; every choice is
 *   a branch of the exploration. Other unknown functions return 0 and have no effect.
 * - Frames: each call and each thread's entry has its own frame; a local is the object
 *   `F<thread>/<depth>|<id>` (two instances of one entry, two levels of a recursion: distinct
 *   locations), `&local` points to the evaluating frame's object, and a frame's objects go when it
 *   returns. A pointer to a local the IR does not mark address-taken (whose accesses it does not
 *   list) is an error, thrown.
 * - Timed waits: the lowering puts a branch on a genuine nondet after the wait (0 one way,
 *   ETIMEDOUT the other); both are explored, each after the lock is taken again like any wait.
 * - Memory: scalars at access paths (object + fields/indices). An index 0 is dropped from the
 *   path, so `*p`, `p[0]` and `a[0]` are one location (multi-dimensional arrays are not
 *   supported). Uninitialised memory reads 0; `free` does nothing; struct copies are not modelled.
 * - Blocking inside an atomic section: a lock that is held makes the whole section wait until it
 *   is free; a barrier or condition wait inside a section makes the program undecided.
 * - Undefined behaviour (a null or non-pointer dereference, division by zero, a lock or call
 *   through something that is no lock or function) makes the program undecided.
 * - Termination: visited states are memoised by a canonical string; a program whose state space
 *   exceeds `maxStates` is reported as undecided.
 */

import { walkInitializer } from '../../src/ir/initializers.js';
import type {
  Access,
  Block,
  Expr,
  Instr,
  IrFunction,
  Place,
  Program,
  Terminator,
} from '../../src/ir/types.js';

// ---------------------------------------------------------------- values and state

interface Ptr {
  p: string;
  path: (string | number)[];
}
type Value = number | Ptr | { f: string } | { t: string };

interface Frame {
  fn: string;
  block: number;
  idx: number;
}

type Wait = { k: 'relock'; lock: string } | { k: 'barrier'; key: string; gen: number };

interface ThreadState {
  name: string;
  frames: Frame[];
  done: boolean;
  wait?: Wait;
  spawned: number;
  allocs: number;
}

interface LockState {
  writer?: string;
  readers: string[];
}

interface State {
  mem: Record<string, Value>;
  threads: ThreadState[];
  locks: Record<string, LockState>;
  barriers: Record<string, { count: number; arrived: number; gen: number }>;
  sems: Record<string, number>;
  ended: boolean;
}

interface RefAccess {
  location: string;
  write: boolean;
  atomic: boolean;
  line: number;
  column: number;
}

interface RefRace {
  location: string;
  /** The two racing accesses (thread name, access). */
  first: { thread: string; access: RefAccess };
  second: { thread: string; access: RefAccess };
  /** The schedule reaching the state where both accesses are next: thread name and line per step. */
  schedule: { thread: string; line: number }[];
}

export interface RefResult {
  /** `undecided`: the state cap was hit; nothing may be concluded. */
  outcome: 'race' | 'no-race' | 'undecided';
  /** Every racing pair found (one per location and pair of lines), the first with the shortest schedule. */
  races: RefRace[];
  states: number;
  /** Every reachable state was explored (races then lists every racing pair). */
  complete: boolean;
  why?: string;
}

export interface RefOptions {
  maxStates?: number;
  /** Stop at the first race (faster; `races` then has one entry). */
  firstOnly?: boolean;
  /**
   * Merge thread-private steps (no listed access, no synchronisation) into the step before them
   * (default true). They commute with every step of every other thread and have no access to race
   * with, so this changes neither the reachable races nor the answer, only the state count; a test
   * checks that on generated programs. `false` gives the plain semantics.
   */
  mergePrivate?: boolean;
}

const NONDET_VALUES = [0, 1, 2, 3, -1];
/** Instructions that touch only thread-private data when they list no access. */
const PRIVATE_OPS = new Set<Instr['op']>(['assign', 'call', 'alloc', 'self', 'free']);
const MAX_SECTION_STEPS = 10_000;

/** The step cannot be taken now (blocked, or an assume fails); thrown often, so no stack trace. */
class Infeasible {}
const INFEASIBLE = new Infeasible();
/** Undefined behaviour the reference does not model (null dereference...): the program is undecided. */
class Crash extends Error {}
class TooBig extends Error {}

const isPtr = (v: Value): v is Ptr => typeof v === 'object' && 'p' in v;
const truthy = (v: Value): boolean => (typeof v === 'number' ? v !== 0 : true);

/** The canonical location name: object plus path, index 0 dropped (`*p` == `p[0]`). */
function locationKey(ptr: Ptr): string {
  let s = ptr.p;
  for (const c of ptr.path) {
    if (c === 0) continue;
    s += typeof c === 'number' ? `[${c}]` : `.${c}`;
  }
  return s;
}

function sameValue(a: Value, b: Value): boolean {
  if (isPtr(a) && isPtr(b)) return locationKey(a) === locationKey(b);
  return JSON.stringify(a) === JSON.stringify(b);
}

// ---------------------------------------------------------------- one thread's step

interface StepOutcome {
  state: State;
  accesses: RefAccess[];
  section: boolean;
}

/** Executes one step of thread `ti` from `pre` using the given nondet choices. */
class Stepper {
  readonly accesses: RefAccess[] = [];
  section = false;
  private choiceAt = 0;
  readonly used: number[] = [];

  constructor(
    private readonly program: Program,
    readonly s: State,
    private readonly ti: number,
    private readonly choices: readonly number[],
    private readonly mergePrivate = true,
  ) {}

  private get thread(): ThreadState {
    return this.s.threads[this.ti] as ThreadState;
  }
  private get frame(): Frame {
    return this.thread.frames[this.thread.frames.length - 1] as Frame;
  }
  private fn(id: string): IrFunction {
    const f = this.program.functions.get(id);
    if (!f) throw new Crash(`no function ${id}`);
    return f;
  }
  private frameObject(varId: string): string {
    return `F${this.thread.name}/${this.thread.frames.length}|${varId}`;
  }

  /**
   * A pointer into a frame is made only to a local the IR marks address-taken: the IR lists no
   * access to the others, so a thread reaching one through a pointer would touch memory whose
   * accesses by name nobody sees (both sides would miss its races). That is a frontend mistake the
   * oracle must not share silently: a loud error, not an undecided program.
   */
  private checkAddressTaken(p: Place): void {
    let root = p;
    while (root.k === 'field' || root.k === 'index') root = root.base;
    if (root.k !== 'var' || this.program.globals.has(root.id)) return;
    const f = this.fn(this.frame.fn);
    if (!addressTaken(f).has(root.id))
      throw new Error(`reference: &${root.id} in ${f.name}, which the IR does not mark address-taken`);
  }

  pick(): number {
    const i = this.choiceAt++;
    const c = i < this.choices.length ? (this.choices[i] as number) : 0;
    this.used.push(c);
    return NONDET_VALUES[c] as number;
  }

  // ------------------------------------------------ expressions

  place(p: Place): Ptr {
    switch (p.k) {
      case 'var':
        return { p: this.program.globals.has(p.id) ? `G${p.id}` : this.frameObject(p.id), path: [] };
      case 'deref': {
        const v = this.eval(p.ptr);
        if (!isPtr(v)) throw new Crash('dereference of a non-pointer');
        return { p: v.p, path: [...v.path] };
      }
      case 'field': {
        const b = this.place(p.base);
        return { p: b.p, path: [...b.path, p.field] };
      }
      case 'index': {
        const b = this.place(p.base);
        const i = this.eval(p.index);
        if (typeof i !== 'number') throw new Crash('non-integer index');
        // On an array lvalue the index selects an element; through a pointer it moves the pointer.
        return p.base.k === 'deref' ? offset(b, i) : { p: b.p, path: [...b.path, i] };
      }
    }
  }

  read(ptr: Ptr): Value {
    return this.s.mem[locationKey(ptr)] ?? 0;
  }
  write(ptr: Ptr, v: Value): void {
    this.s.mem[locationKey(ptr)] = v;
  }

  eval(e: Expr): Value {
    switch (e.k) {
      case 'int':
      case 'float':
        return e.value;
      case 'str':
        return { p: `S${JSON.stringify(e.value)}`, path: [] };
      case 'load':
        return this.read(this.place(e.place));
      case 'addr':
        this.checkAddressTaken(e.place);
        return this.place(e.place);
      case 'fn':
        return { f: e.id };
      case 'nondet':
        return this.pick();
      case 'cast': {
        const v = this.eval(e.arg);
        if (typeof v === 'number' && e.to.k === 'int') {
          if (e.to.name === '_Bool' || e.to.name === 'bool') return v !== 0 ? 1 : 0;
          return Math.trunc(v);
        }
        return v;
      }
      case 'unary': {
        const v = this.eval(e.arg);
        if (e.op === '!') return truthy(v) ? 0 : 1;
        if (typeof v !== 'number') throw new Crash('arithmetic on a pointer');
        return e.op === '-' ? -v : ~v;
      }
      case 'binary':
        return this.binary(e.op, this.eval(e.left), this.eval(e.right));
    }
  }

  private binary(op: string, l: Value, r: Value): Value {
    if (typeof l === 'number' && typeof r === 'number') return arith(op, l, r);
    if (op === '==' || op === '!=') {
      const eq = sameValue(l, r);
      return (op === '==') === eq ? 1 : 0;
    }
    if (isPtr(l) && typeof r === 'number' && (op === '+' || op === '-'))
      return offset(l, op === '+' ? r : -r);
    if (isPtr(r) && typeof l === 'number' && op === '+') return offset(r, l);
    if (isPtr(l) && isPtr(r) && l.p === r.p) return arith(op, lastIndex(l), lastIndex(r));
    throw new Crash(`unsupported operation ${op} on pointers`);
  }

  // ------------------------------------------------ accesses

  private record(list: readonly Access[]): void {
    for (const a of list) {
      let ptr: Ptr;
      try {
        ptr = this.place(a.place);
      } catch (err) {
        if (err instanceof Crash) continue;
        throw err;
      }
      this.accesses.push({
        location: locationKey(ptr),
        write: a.kind === 'write',
        atomic: a.atomic,
        line: a.range.line,
        column: a.range.column,
      });
    }
  }

  // ------------------------------------------------ instructions

  /** Runs the step; throws Infeasible when the thread cannot take it now. */
  run(): void {
    const t = this.thread;
    if (t.wait) {
      this.finishWait(t.wait);
      return;
    }
    const { instr, term } = this.current();
    if (instr?.op === 'atomic-begin') {
      this.section = true;
      this.advance();
      this.runSection();
      return;
    }
    if (instr) {
      this.record(instr.accesses);
      this.instr(instr);
    } else if (term) {
      this.record(term.accesses);
      this.terminator(term);
    }
    if (this.mergePrivate) this.runPrivate();
  }

  /** Runs the thread on while its next step is thread-private (see RefOptions.mergePrivate). */
  private runPrivate(): void {
    for (let n = 0; n < MAX_SECTION_STEPS; n++) {
      const t = this.thread;
      if (this.s.ended || t.done || t.wait) return;
      const { instr, term } = this.current();
      if (instr) {
        if (instr.accesses.length > 0 || !PRIVATE_OPS.has(instr.op)) return;
        this.instr(instr);
      } else if (term) {
        if (term.accesses.length > 0 || term.k === 'stop') return;
        if (term.k === 'return' && t.frames.length <= 1) return;
        this.terminator(term);
      }
    }
  }

  private current(): { instr?: Instr; term?: Terminator } {
    const f = this.frame;
    const block = this.fn(f.fn).blocks[f.block] as Block;
    return f.idx < block.instrs.length ? { instr: block.instrs[f.idx] as Instr } : { term: block.term };
  }

  private advance(): void {
    this.frame.idx++;
  }

  /** Runs sub-steps until the atomic section closes (nesting counted). */
  private runSection(): void {
    let depth = 1;
    for (let n = 0; n < MAX_SECTION_STEPS; n++) {
      if (this.s.ended || this.thread.done) return;
      const { instr, term } = this.current();
      if (instr?.op === 'atomic-begin') depth++;
      if (instr?.op === 'atomic-end' && --depth === 0) {
        this.advance();
        return;
      }
      if (instr) {
        this.record(instr.accesses);
        this.instr(instr);
      } else if (term) {
        this.record(term.accesses);
        this.terminator(term);
      }
      // A wait (barrier, condition) inside a section would let others run in the middle of it:
      // not modelled. (A lock that is taken makes the whole section wait, which is a subset.)
      if (this.thread.wait) throw new TooBig('a thread waits inside an atomic section');
    }
    throw new TooBig('an atomic section that does not end');
  }

  private lockKey(e: Expr): string {
    const v = this.eval(e);
    if (!isPtr(v)) throw new Crash('lock through a non-pointer');
    return locationKey(v);
  }

  private setDst(dst: Place | undefined, v: Value): void {
    if (dst) this.write(this.place(dst), v);
  }

  private instr(i: Instr): void {
    const me = this.thread.name;
    switch (i.op) {
      case 'assign': {
        const v = this.eval(i.src);
        this.write(this.place(i.dst), v);
        break;
      }
      case 'call': {
        const callee = this.eval(i.callee);
        const args = i.args.map((a) => this.eval(a));
        const id = typeof callee === 'object' && 'f' in callee ? callee.f : undefined;
        const body = id === undefined ? undefined : this.program.functions.get(id);
        this.advance();
        if (!body) {
          if (id === undefined) throw new Crash('call through a non-function');
          this.setDst(i.dst, 0); // unknown function: no effect, returns 0
          return;
        }
        this.pushFrame(body, args);
        return;
      }
      case 'alloc': {
        const obj = `H${me}#${this.thread.allocs++}`;
        this.setDst(i.dst, { p: obj, path: [] });
        break;
      }
      case 'free':
      case 'detach':
      case 'cond-signal':
      case 'atomic-end':
        break;
      case 'lock': {
        const key = this.lockKey(i.lock);
        if (!this.acquire(key, i.mode)) throw INFEASIBLE;
        break;
      }
      case 'trylock': {
        const key = this.lockKey(i.lock);
        const ok = this.acquire(key, i.mode);
        this.setDst(i.dst, ok ? i.success : i.success === 0 ? 16 : 0);
        break;
      }
      case 'unlock':
        this.release(this.lockKey(i.lock));
        break;
      case 'lock-init':
      case 'lock-destroy':
        delete this.s.locks[this.lockKey(i.lock)];
        break;
      case 'spawn': {
        const entry = this.eval(i.entry);
        const arg = this.eval(i.arg);
        if (typeof entry !== 'object' || !('f' in entry)) throw new Crash('spawn of a non-function');
        const name = `${me}.${++this.thread.spawned}`;
        if (i.handle) {
          const h = this.eval(i.handle);
          if (isPtr(h)) this.write(h, { t: name });
        }
        this.setDst(i.dst, 0);
        this.advance();
        const child: ThreadState = { name, frames: [], done: false, spawned: 0, allocs: 0 };
        this.s.threads.push(child);
        const body = this.program.functions.get(entry.f);
        if (!body) {
          child.done = true;
          return;
        }
        const f = body;
        child.frames.push({ fn: f.id, block: 0, idx: 0 });
        f.params.forEach((p, k) => {
          this.s.mem[`F${name}/1|${p}`] = k === 0 ? arg : 0;
        });
        return;
      }
      case 'join': {
        const h = this.eval(i.handle);
        if (typeof h === 'object' && 't' in h) {
          const target = this.s.threads.find((t) => t.name === h.t);
          if (target && !target.done) throw INFEASIBLE;
        }
        this.setDst(i.dst, 0);
        break;
      }
      case 'self':
        this.setDst(i.dst, { t: me });
        break;
      case 'cond-wait': {
        const key = this.lockKey(i.lock);
        this.release(key);
        this.thread.wait = { k: 'relock', lock: key };
        return; // the pc stays: the second half of the wait finishes the instruction
      }
      case 'barrier-init': {
        const count = this.eval(i.count);
        this.s.barriers[this.lockKey(i.barrier)] = { count: Number(count), arrived: 0, gen: 0 };
        break;
      }
      case 'barrier-wait': {
        const key = this.lockKey(i.barrier);
        const b = this.s.barriers[key];
        if (!b) throw new Crash('wait on an uninitialised barrier');
        b.arrived++;
        if (b.arrived >= b.count) {
          b.arrived = 0;
          b.gen++;
          this.setDst(i.dst, -1); // PTHREAD_BARRIER_SERIAL_THREAD
          break;
        }
        this.thread.wait = { k: 'barrier', key, gen: b.gen };
        return;
      }
      case 'once': {
        const key = this.lockKey(i.flag);
        const entry = this.eval(i.entry);
        this.advance();
        if (this.s.mem[`once:${key}`]) return;
        this.s.mem[`once:${key}`] = 1;
        if (typeof entry === 'object' && 'f' in entry) {
          const body = this.program.functions.get(entry.f);
          if (body) this.pushFrame(body, []);
        }
        return;
      }
      case 'sem-init':
        this.s.sems[this.lockKey(i.sem)] = Number(this.eval(i.count));
        break;
      case 'sem-wait': {
        const key = this.lockKey(i.sem);
        const n = this.s.sems[key] ?? 0;
        if (n > 0) this.s.sems[key] = n - 1;
        else if (!i.try) throw INFEASIBLE;
        this.setDst(i.dst, n > 0 ? 0 : -1);
        break;
      }
      case 'sem-post': {
        const key = this.lockKey(i.sem);
        this.s.sems[key] = (this.s.sems[key] ?? 0) + 1;
        break;
      }
      case 'atomic':
        this.atomic(i);
        break;
      case 'atomic-begin':
        // nested begin inside a section is counted by runSection; never reached otherwise
        break;
      case 'assume':
        if (!truthy(this.eval(i.cond))) throw INFEASIBLE;
        break;
    }
    this.advance();
  }

  private atomic(i: Extract<Instr, { op: 'atomic' }>): void {
    if (i.kind === 'fence' || !i.object) return;
    const obj = this.eval(i.object);
    if (!isPtr(obj)) throw new Crash('atomic on a non-pointer');
    const old = this.read(obj);
    const value = i.value ? this.eval(i.value) : 1;
    switch (i.kind) {
      case 'load':
        this.setDst(i.dst, old);
        return;
      case 'store':
        this.write(obj, value);
        return;
      case 'rmw': {
        const op = i.rmwOp ?? '+';
        let next: Value;
        if (op === 'xchg') next = value;
        else if (op === 'nand') next = ~(Number(old) & Number(value));
        else next = this.binary(op, old, value);
        this.write(obj, next);
        this.setDst(i.dst, i.returnsNew ? next : old);
        return;
      }
      case 'cas': {
        const expectedPtr = i.expected ? this.eval(i.expected) : undefined;
        const want = i.compare
          ? this.eval(i.compare)
          : isPtr(expectedPtr as Value)
            ? this.read(expectedPtr as Ptr)
            : 0;
        const ok = sameValue(old, want);
        if (ok) this.write(obj, value);
        else if (expectedPtr !== undefined && isPtr(expectedPtr)) this.write(expectedPtr, old);
        this.setDst(i.dst, i.returnsOld ? old : ok ? 1 : 0);
        return;
      }
    }
  }

  private acquire(key: string, mode: 'exclusive' | 'shared'): boolean {
    const l = this.s.locks[key] ?? { readers: [] };
    if (l.writer !== undefined) return false;
    if (mode === 'exclusive') {
      if (l.readers.length > 0) return false;
      l.writer = this.thread.name;
    } else l.readers = [...l.readers, this.thread.name].sort();
    this.s.locks[key] = l;
    return true;
  }

  private release(key: string): void {
    const l = this.s.locks[key];
    if (!l) return;
    if (l.writer === this.thread.name) delete l.writer;
    else {
      const k = l.readers.indexOf(this.thread.name);
      if (k >= 0) l.readers.splice(k, 1);
    }
    if (l.writer === undefined && l.readers.length === 0) delete this.s.locks[key];
  }

  private finishWait(w: Wait): void {
    const t = this.thread;
    const { instr } = this.current();
    if (w.k === 'relock') {
      if (!this.acquire(w.lock, 'exclusive')) throw INFEASIBLE;
    } else {
      const b = this.s.barriers[w.key];
      if (!b || b.gen <= w.gen) throw INFEASIBLE;
    }
    delete t.wait;
    if (instr && 'dst' in instr) this.setDst(instr.dst, 0);
    this.advance();
  }

  private pushFrame(body: IrFunction, args: Value[]): void {
    const t = this.thread;
    if (t.frames.length > 64) throw new TooBig('call depth over 64');
    t.frames.push({ fn: body.id, block: 0, idx: 0 });
    body.params.forEach((p, k) => {
      this.s.mem[this.frameObject(p)] = args[k] ?? 0;
    });
  }

  private popFrame(): void {
    const t = this.thread;
    const prefix = `F${t.name}/${t.frames.length}|`;
    for (const k of Object.keys(this.s.mem)) if (k.startsWith(prefix)) delete this.s.mem[k];
    t.frames.pop();
  }

  private terminator(term: Terminator): void {
    const f = this.frame;
    switch (term.k) {
      case 'goto':
        this.jump(term.target);
        return;
      case 'branch':
        this.jump(truthy(this.eval(term.cond)) ? term.then : term.else);
        return;
      case 'switch': {
        const v = this.eval(term.value);
        const hit = term.cases.find((c) => typeof v === 'number' && v >= c.lo && v <= c.hi);
        this.jump(hit ? hit.target : term.default);
        return;
      }
      case 'return': {
        const v = term.value ? this.eval(term.value) : 0;
        this.popFrame();
        if (this.thread.frames.length === 0) {
          this.thread.done = true;
          if (this.thread.name === '0') this.s.ended = true; // return from main ends the process
          return;
        }
        // the caller's pc is just past its call: that call says where the value goes
        const caller = this.frame;
        const call = (this.fn(caller.fn).blocks[caller.block] as Block).instrs[caller.idx - 1];
        if (call?.op === 'call' && call.dst) this.write(this.place(call.dst), v);
        return;
      }
      case 'stop':
        if (term.why === 'thread-exit') {
          while (this.thread.frames.length > 0) this.popFrame();
          this.thread.done = true;
        } else this.s.ended = true;
        void f;
        return;
    }
  }

  private jump(target: number): void {
    this.frame.block = target;
    this.frame.idx = 0;
  }
}

const addressTakenMemo = new WeakMap<IrFunction, ReadonlySet<string>>();

/** The locals and params of `f` the IR marks address-taken (the only ones whose accesses it lists). */
function addressTaken(f: IrFunction): ReadonlySet<string> {
  let set = addressTakenMemo.get(f);
  if (!set) {
    set = new Set(f.vars.filter((v) => v.addressTaken).map((v) => v.id));
    addressTakenMemo.set(f, set);
  }
  return set;
}

function arith(op: string, l: number, r: number): number {
  switch (op) {
    case '+':
      return l + r;
    case '-':
      return l - r;
    case '*':
      return l * r;
    case '/':
    case '%':
      if (r === 0) throw new Crash('division by zero');
      return op === '/' ? Math.trunc(l / r) : l % r;
    case '<<':
      return l << r;
    case '>>':
      return l >> r;
    case '&':
      return l & r;
    case '|':
      return l | r;
    case '^':
      return l ^ r;
    case '==':
      return l === r ? 1 : 0;
    case '!=':
      return l !== r ? 1 : 0;
    case '<':
      return l < r ? 1 : 0;
    case '<=':
      return l <= r ? 1 : 0;
    case '>':
      return l > r ? 1 : 0;
    case '>=':
      return l >= r ? 1 : 0;
  }
  throw new Crash(`operator ${op}`);
}

function offset(p: Ptr, n: number): Ptr {
  const path = [...p.path];
  const last = path[path.length - 1];
  if (typeof last === 'number') path[path.length - 1] = last + n;
  else if (n !== 0) path.push(n);
  return { p: p.p, path };
}

function lastIndex(p: Ptr): number {
  const last = p.path[p.path.length - 1];
  return typeof last === 'number' ? last : 0;
}

// ---------------------------------------------------------------- successors

/** A copy a step may change: values are never mutated in place, so memory is copied shallowly. */
function clone(s: State): State {
  const locks: Record<string, LockState> = {};
  for (const [k, l] of Object.entries(s.locks)) locks[k] = { ...l, readers: [...l.readers] };
  const barriers: State['barriers'] = {};
  for (const [k, b] of Object.entries(s.barriers)) barriers[k] = { ...b };
  return {
    mem: { ...s.mem },
    threads: s.threads.map((t) => ({
      ...t,
      frames: t.frames.map((f) => ({ ...f })),
      ...(t.wait ? { wait: { ...t.wait } } : {}),
    })),
    locks,
    barriers,
    sems: { ...s.sems },
    ended: s.ended,
  };
}

/** A canonical string of a state (memory sorted by location). */
function canonical(s: State): string {
  if (s.ended) return 'ended'; // nothing runs after the process ends
  let out = '';
  for (const k of Object.keys(s.mem).sort()) out += `${k}=${valueText(s.mem[k] as Value)};`;
  for (const t of s.threads) {
    out += `|${t.name}:${t.done ? 'done' : t.frames.map((f) => `${f.fn}.${f.block}.${f.idx}`).join('/')}`;
    out += `:${t.spawned}:${t.allocs}${t.wait ? JSON.stringify(t.wait) : ''}`;
  }
  for (const k of Object.keys(s.locks).sort()) out += `|L${k}=${JSON.stringify(s.locks[k])}`;
  return `${out}|${JSON.stringify(s.barriers)}|${JSON.stringify(s.sems)}`;
}

function valueText(v: Value): string {
  if (typeof v === 'number') return String(v);
  if ('p' in v) return `&${locationKey(v)}`;
  return 'f' in v ? `fn ${v.f}` : `thread ${v.t}`;
}

/** Every way thread `ti` can take its next step (one per nondet choice vector); [] when blocked. */
function successors(program: Program, s: State, ti: number, mergePrivate: boolean): StepOutcome[] {
  const t = s.threads[ti];
  if (s.ended || !t || t.done) return [];
  const out: StepOutcome[] = [];
  const queue: number[][] = [[]];
  while (queue.length > 0) {
    const prefix = queue.shift() as number[];
    const step = new Stepper(program, clone(s), ti, prefix, mergePrivate);
    let ok = true;
    try {
      step.run();
    } catch (err) {
      if (err instanceof Infeasible) ok = false;
      // undefined behaviour (a null dereference, a lock through 0...) is not modelled: stopping the
      // exploration there would hide the races after it, so the program is undecided
      else if (err instanceof Crash) throw new TooBig(`not modelled: ${err.message}`);
      else throw err;
    }
    for (let i = prefix.length; i < step.used.length; i++)
      for (let c = 1; c < NONDET_VALUES.length; c++) queue.push([...step.used.slice(0, i), c]);
    if (ok) out.push({ state: step.s, accesses: step.accesses, section: step.section });
  }
  return out;
}

function initialState(program: Program): State {
  const s: State = { mem: {}, threads: [], locks: {}, barriers: {}, sems: {}, ended: false };
  const main = program.functions.get('main');
  if (!main) throw new Error('no main');
  s.threads.push({
    name: '0',
    frames: [{ fn: main.id, block: 0, idx: 0 }],
    done: false,
    spawned: 0,
    allocs: 0,
  });
  const init = new Stepper(program, s, 0, []);
  for (const g of program.globals.values()) {
    if (!g.init) continue;
    walkInitializer(program, g.type, g.init, (path, expr) => {
      const ptr: Ptr = {
        p: `G${g.id}`,
        path: path.map((st) => (st.k === 'field' ? st.name : st.index)),
      };
      try {
        init.write(ptr, init.eval(expr));
      } catch {
        // an initializer the reference cannot evaluate stays 0
      }
    });
  }
  return s;
}

function conflicts(a: StepOutcome, b: StepOutcome): [RefAccess, RefAccess] | undefined {
  if (a.section && b.section) return undefined; // atomic sections are totally ordered
  for (const x of a.accesses)
    for (const y of b.accesses)
      if (x.location === y.location && (x.write || y.write) && !(x.atomic && y.atomic)) return [x, y];
  return undefined;
}

// ---------------------------------------------------------------- exploration

interface Node {
  parent: number;
  thread: string;
  line: number;
}

/** Explores every interleaving of `program` breadth-first and reports its races. */
export function explore(program: Program, opts: RefOptions = {}): RefResult {
  const maxStates = opts.maxStates ?? 100_000;
  const start = initialState(program);
  const seen = new Map<string, number>();
  const nodes: Node[] = [{ parent: -1, thread: '', line: 0 }];
  seen.set(canonical(start), 0);
  let frontier: { s: State; id: number }[] = [{ s: start, id: 0 }];
  const races = new Map<string, RefRace>();
  const schedule = (id: number) => {
    const out: { thread: string; line: number }[] = [];
    for (let n = id; n > 0; n = (nodes[n] as Node).parent) {
      const node = nodes[n] as Node;
      out.push({ thread: node.thread, line: node.line });
    }
    return out.reverse();
  };
  try {
    while (frontier.length > 0) {
      const next: { s: State; id: number }[] = [];
      for (const { s, id } of frontier) {
        const steps = s.threads.map((_, ti) => successors(program, s, ti, opts.mergePrivate ?? true));
        // the race check: two threads whose next steps conflict
        for (let i = 0; i < steps.length; i++)
          for (let j = i + 1; j < steps.length; j++)
            for (const a of steps[i] as StepOutcome[])
              for (const b of steps[j] as StepOutcome[]) {
                const c = conflicts(a, b);
                if (!c) continue;
                const key = `${c[0].location}|${[c[0].line, c[1].line].sort((x, y) => x - y).join('-')}`;
                if (races.has(key)) continue;
                races.set(key, {
                  location: c[0].location,
                  first: { thread: (s.threads[i] as ThreadState).name, access: c[0] },
                  second: { thread: (s.threads[j] as ThreadState).name, access: c[1] },
                  schedule: schedule(id),
                });
                if (opts.firstOnly)
                  return { outcome: 'race', races: [...races.values()], states: seen.size, complete: false };
              }
        steps.forEach((list, ti) => {
          for (const o of list) {
            const key = canonical(o.state);
            if (seen.has(key)) continue;
            if (seen.size >= maxStates) throw new TooBig(`more than ${maxStates} states`);
            const nid = nodes.length;
            nodes.push({
              parent: id,
              thread: (s.threads[ti] as ThreadState).name,
              line: o.accesses[0]?.line ?? 0,
            });
            seen.set(key, nid);
            next.push({ s: o.state, id: nid });
          }
        });
      }
      frontier = next;
    }
  } catch (err) {
    if (err instanceof TooBig)
      return {
        outcome: races.size > 0 ? 'race' : 'undecided',
        races: [...races.values()],
        states: seen.size,
        complete: false,
        why: err.message,
      };
    throw err;
  }
  return {
    outcome: races.size > 0 ? 'race' : 'no-race',
    races: [...races.values()],
    states: seen.size,
    complete: true,
  };
}
