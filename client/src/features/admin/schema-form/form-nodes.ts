// What a form generated from a zod schema shows: one node per value, walked out of the schema by
// describe-schema.ts and drawn by schema-form.tsx. Plain data, so it is tested without a browser.

interface NodeBase {
  label: string;
  description?: string;
  /** The schema accepts the value missing (`.optional()`): an empty text is left out. */
  optional: boolean;
  /** The schema accepts `null`: an empty text is sent as null. */
  nullable: boolean;
}

/** `plain` is one line; `multiline` is a plain textarea; `markdown` adds the post editor's toolbar. */
export type TextFormat = 'plain' | 'multiline' | 'markdown';

export interface TextNode extends NodeBase {
  kind: 'text';
  format: TextFormat;
  inputType: 'text' | 'url' | 'email';
  minLength?: number;
  maxLength?: number;
}

export interface NumberNode extends NodeBase {
  kind: 'number';
  integer: boolean;
  min?: number;
  max?: number;
}

export interface BooleanNode extends NodeBase {
  kind: 'boolean';
}

export interface ChoiceNode extends NodeBase {
  kind: 'choice';
  options: (string | number)[];
}

export interface ListNode extends NodeBase {
  kind: 'list';
  item: FormNode;
  /** Each item's name, numbered: "Paragraph 1". */
  itemLabel: string;
  minItems?: number;
  maxItems?: number;
}

export interface GroupNode extends NodeBase {
  kind: 'group';
  fields: { key: string; node: FormNode }[];
}

/** A picture from the media library with its alt text: the value is `{ url, alt }`, url '' for none. */
export interface MediaNode extends NodeBase {
  kind: 'media';
}

/** A value the form keeps as it is (a literal, or a shape no control is made for). */
export interface FixedNode extends NodeBase {
  kind: 'fixed';
  value?: unknown;
}

export type FormNode =
  TextNode | NumberNode | BooleanNode | ChoiceNode | ListNode | GroupNode | MediaNode | FixedNode;
