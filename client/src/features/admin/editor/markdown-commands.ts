// The toolbar's edits as pure functions of the textarea's text and selection, so each is testable
// without a browser. Each returns the new text and the selection to put back.

export interface TextState {
  value: string;
  /** Selection start and end, as HTMLTextAreaElement gives them. */
  start: number;
  end: number;
}

export type MarkdownCommand = 'bold' | 'italic' | 'heading' | 'link' | 'bulletList' | 'quote' | 'image';

/** Wraps the selection in `marker`, or unwraps it when already wrapped; empty: a selected placeholder. */
function toggleWrap({ value, start, end }: TextState, marker: string, placeholder: string): TextState {
  const n = marker.length;
  const before = value.slice(0, start);
  const after = value.slice(end);
  if (before.endsWith(marker) && after.startsWith(marker) && end > start) {
    return {
      value: before.slice(0, -n) + value.slice(start, end) + after.slice(n),
      start: start - n,
      end: end - n,
    };
  }
  const text = value.slice(start, end) || placeholder;
  return {
    value: `${before}${marker}${text}${marker}${after}`,
    start: start + n,
    end: start + n + text.length,
  };
}

/** Adds `prefix` to every line the selection touches, or removes it when all already have it. */
function toggleLinePrefix({ value, start, end }: TextState, prefix: string): TextState {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const remove = lines.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => (remove ? line.slice(prefix.length) : prefix + line));
  const delta = remove ? -prefix.length : prefix.length;
  const block = changed.join('\n');
  return {
    value: value.slice(0, lineStart) + block + value.slice(lineEnd),
    start: Math.max(lineStart, start + delta),
    end: end === start ? Math.max(lineStart, start + delta) : lineStart + block.length,
  };
}

/** `[selection](https://)` with the address selected to be typed over; empty: the link text selected. */
function link({ value, start, end }: TextState): TextState {
  const text = value.slice(start, end);
  const url = 'https://';
  if (!text) {
    const placeholder = 'link text';
    return {
      value: `${value.slice(0, start)}[${placeholder}](${url})${value.slice(end)}`,
      start: start + 1,
      end: start + 1 + placeholder.length,
    };
  }
  const urlStart = start + text.length + 3;
  return {
    value: `${value.slice(0, start)}[${text}](${url})${value.slice(end)}`,
    start: urlStart,
    end: urlStart + url.length,
  };
}

/** Puts `markdown` in place of the selection, on a line of its own, with the caret after it. */
export function insertBlock({ value, start, end }: TextState, markdown: string): TextState {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const trail = after.startsWith('\n') ? '' : '\n';
  const caret = start + lead.length + markdown.length;
  return { value: `${before}${lead}${markdown}${trail}${after}`, start: caret, end: caret };
}

/** An image by address: the alt text selected, so the writer describes it first. */
function image(state: TextState): TextState {
  const alt = state.value.slice(state.start, state.end) || 'alt text';
  const next = insertBlock(state, `![${alt}](https://)`);
  const altStart = next.start - `![${alt}](https://)`.length + 2;
  return { ...next, start: altStart, end: altStart + alt.length };
}

export function applyMarkdownCommand(command: MarkdownCommand, state: TextState): TextState {
  switch (command) {
    case 'bold':
      return toggleWrap(state, '**', 'bold text');
    case 'italic':
      return toggleWrap(state, '_', 'italic text');
    case 'heading':
      return toggleLinePrefix(state, '## ');
    case 'bulletList':
      return toggleLinePrefix(state, '- ');
    case 'quote':
      return toggleLinePrefix(state, '> ');
    case 'link':
      return link(state);
    case 'image':
      return image(state);
  }
}

/** Ctrl/Cmd + this key runs the command. */
export const SHORTCUTS: Partial<Record<string, MarkdownCommand>> = { b: 'bold', i: 'italic', k: 'link' };
