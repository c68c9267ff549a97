import { describe, expect, it } from 'vitest';
import {
  applyMarkdownCommand,
  insertBlock,
  type MarkdownCommand,
  type TextState,
} from '../../client/src/features/admin/editor/markdown-commands';

/** Writes a state as text with the selection in brackets: `a[b]c`, or `a|c` for a caret. */
function show({ value, start, end }: TextState): string {
  return start === end
    ? `${value.slice(0, start)}|${value.slice(start)}`
    : `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;
}

/** The reverse of show. */
function state(marked: string): TextState {
  const caret = marked.indexOf('|');
  if (caret !== -1) return { value: marked.replace('|', ''), start: caret, end: caret };
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { value: marked.replace('[', '').replace(']', ''), start, end };
}

const run = (command: MarkdownCommand, marked: string) => show(applyMarkdownCommand(command, state(marked)));

describe('bold and italic', () => {
  it('wraps the selection and keeps it selected', () => {
    expect(run('bold', 'We [won] today')).toBe('We **[won]** today');
    expect(run('italic', 'We [won] today')).toBe('We _[won]_ today');
  });

  it('unwraps a selection that is already wrapped', () => {
    expect(run('bold', 'We **[won]** today')).toBe('We [won] today');
  });

  it('inserts a selected placeholder at a caret, to be typed over', () => {
    expect(run('bold', 'We |today')).toBe('We **[bold text]**today');
    expect(run('italic', '|')).toBe('_[italic text]_');
  });
});

describe('line commands', () => {
  it('makes the caret line a heading, and toggles it back', () => {
    expect(run('heading', 'intro\nAgen|da\nend')).toBe('intro\n## Agen|da\nend');
    expect(run('heading', 'intro\n## Agen|da\nend')).toBe('intro\nAgen|da\nend');
  });

  it('bullets every selected line', () => {
    expect(run('bulletList', 'x\n[one\ntwo]\ny')).toBe('x\n- [one\n- two]\ny');
    expect(run('bulletList', 'x\n[- one\n- two]\ny')).toBe('x\n[one\ntwo]\ny');
  });

  it('quotes the line of an empty document', () => {
    expect(run('quote', '|')).toBe('> |');
  });
});

describe('link and image', () => {
  it('links the selection and selects the address to type over', () => {
    expect(run('link', 'Read [the letter] now')).toBe('Read [the letter]([https://]) now');
  });

  it('inserts a link with its text selected at a caret', () => {
    expect(run('link', 'See |')).toBe('See [[link text]](https://)');
  });

  it('puts an image on a line of its own with the alt text selected', () => {
    expect(run('image', 'Before|After')).toBe('Before\n![[alt text]](https://)\nAfter');
  });

  it('inserts uploaded markdown as a block with the caret after it', () => {
    expect(show(insertBlock(state('Text|'), '![Rally](/media/a.jpg)'))).toBe(
      'Text\n![Rally](/media/a.jpg)|\n',
    );
  });
});
