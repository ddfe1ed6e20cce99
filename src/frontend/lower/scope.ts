/** Ordinary-identifier and tag scopes of C (block scoping, shadowing). */
import type { Type } from '../../ir/types.js';

export type Binding =
  | { k: 'var'; id: string; type: Type }
  | { k: 'fn'; id: string; name: string; type: Type; noreturn?: boolean }
  | { k: 'typedef'; type: Type }
  | { k: 'const'; value: number; type: Type };

export type TagBinding = { k: 'record'; key: string; union: boolean } | { k: 'enum' };

export class Scope {
  readonly names = new Map<string, Binding>();
  readonly tags = new Map<string, TagBinding>();
  constructor(readonly parent?: Scope) {}

  lookup(name: string): Binding | undefined {
    for (let s: Scope | undefined = this; s; s = s.parent) {
      const b = s.names.get(name);
      if (b) return b;
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
