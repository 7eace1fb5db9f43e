/** Another locale's texts for a subject's English: the same keys, the same `{name}` values. */
export type Texts<English> = Record<keyof English, string>;

/** The `{name}`s a text takes: `Names<'{number} is {status}.'>` is `'number' | 'status'`. */
export type Names<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Names<Rest> : never;
