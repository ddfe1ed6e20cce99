/** Ordinary-identifier and tag scopes of C (block scoping, shadowing), and C++'s name lookup hook. */
import type { Type } from '../../ir/types.js';

export type Binding =
  | { k: 'var'; id: string; type: Type }
  /** C++: a non-static data member reached through `this` (implicit member access). */
  | { k: 'member'; field: string; type: Type; cls: string }
  /** C++: a variable a lambda captured (`byRef`: the closure holds its address). */
  | { k: 'capture'; field: string; type: Type; byRef: boolean }
  | { k: 'fn'; id: string; name: string; type: Type; noreturn?: boolean }
  | { k: 'typedef'; type: Type }
  | { k: 'const'; value: number; type: Type };

export type TagBinding = { k: 'record'; key: string; union: boolean } | { k: 'enum' };

export class Scope {
  readonly names = new Map<string, Binding>();
  readonly tags = new Map<string, TagBinding>();
  /**
   * C++: asked when this scope itself has no such name (class members, captures, names of the
   * enclosing namespaces and of `using` directives), before the scopes further out.
   */
  hook?: (name: string) => Binding | undefined;
  constructor(readonly parent?: Scope) {}

  lookup(name: string): Binding | undefined {
    for (let s: Scope | undefined = this; s; s = s.parent) {
      const b = s.names.get(name);
      if (b) return b;
      if (s.hook) {
        const h = s.hook(name);
        if (h) return h;
      }
    }
    return undefined;
  }

  lookupTag(name: string): TagBinding | undefined {
    for (let s: Scope | undefined = this; s; s = s.parent) {
      const b = s.tags.get(name);
      if (b) return b;
    }
    return undefined;
  }
}
