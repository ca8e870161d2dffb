// The small JSON Schema subset the bridge contract is written in, and its TypeScript reading, so the kernel's types
// come from the same data as the shipped schema (bridge-contract.json) and docs/bridge.md's tables.
export type Schema =
  | { readonly type: 'string'; readonly enum?: readonly string[]; readonly maxLength?: number; readonly description?: string }
  | { readonly type: 'integer' | 'number'; readonly description?: string }
  | { readonly type: 'boolean'; readonly description?: string }
  | { readonly type: 'null'; readonly description?: string }
  | { readonly type: 'array'; readonly items: Schema; readonly maxItems?: number; readonly description?: string }
  | {
      readonly type: 'object';
      readonly properties: { readonly [name: string]: Schema };
      readonly required?: readonly string[];
      readonly additionalProperties?: boolean;
      readonly description?: string;
    }
  | { readonly anyOf: readonly Schema[]; readonly description?: string };

type Props = { readonly [name: string]: Schema };
type RequiredOf<S> = S extends { readonly required: readonly (infer K)[] } ? K & string : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

type ObjectType<P extends Props, R extends string, Open> = Simplify<
  { -readonly [K in keyof P & R]: SchemaType<P[K]> } & { -readonly [K in Exclude<keyof P, R>]?: SchemaType<P[K]> }
> & (Open extends false ? unknown : { [extra: string]: unknown });

/** The TypeScript type a value matching schema S has. */
export type SchemaType<S> = S extends { readonly anyOf: readonly (infer O)[] }
  ? SchemaType<O>
  : S extends { readonly type: 'string'; readonly enum: readonly (infer E)[] }
    ? E
    : S extends { readonly type: 'string' }
      ? string
      : S extends { readonly type: 'integer' | 'number' }
        ? number
        : S extends { readonly type: 'boolean' }
          ? boolean
          : S extends { readonly type: 'null' }
            ? null
            : S extends { readonly type: 'array'; readonly items: infer I }
              ? SchemaType<I>[]
              : S extends { readonly type: 'object'; readonly properties: infer P extends Props }
                ? ObjectType<P, RequiredOf<S>, S extends { readonly additionalProperties: false } ? false : true>
                : never;
