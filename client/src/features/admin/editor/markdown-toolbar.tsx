import { useRef, type KeyboardEvent } from 'react';
import { ACCEPT_ATTRIBUTE } from '../media/media-rules';
import type { MarkdownCommand } from './markdown-commands';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? 'Cmd' : 'Ctrl';

const BUTTONS: {
  command: MarkdownCommand;
  label: string;
  shortcut?: string;
  glyph: string;
  className?: string;
}[] = [
  { command: 'bold', label: 'Bold', shortcut: `${mod}+B`, glyph: 'B', className: 'font-bold' },
  { command: 'italic', label: 'Italic', shortcut: `${mod}+I`, glyph: 'I', className: 'italic font-serif' },
  { command: 'heading', label: 'Heading', glyph: 'H' },
  { command: 'link', label: 'Link', shortcut: `${mod}+K`, glyph: '🔗' },
  { command: 'bulletList', label: 'Bulleted list', glyph: '•' },
  { command: 'quote', label: 'Quote', glyph: '❝' },
  { command: 'image', label: 'Image', glyph: '🖼' },
];

interface MarkdownToolbarProps {
  controls: string;
  onCommand: (command: MarkdownCommand) => void;
  /** The Image button's chosen file, to upload and insert. */
  onImageFile: (file: File) => void;
}

/** Formatting buttons over the content; one tab stop, arrow keys move between buttons (ARIA toolbar). */
export function MarkdownToolbar({ controls, onCommand, onImageFile }: MarkdownToolbarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const keys: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    const buttons = Array.from(bar.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    let next = -1;
    if (event.key in keys) next = (index + keys[event.key] + buttons.length) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    if (next === -1 || index === -1) return;
    event.preventDefault();
    buttons.forEach((b, i) => (b.tabIndex = i === next ? 0 : -1));
    buttons[next].focus();
  }

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={move}
      className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1"
    >
      {BUTTONS.map(({ command, label, shortcut, glyph, className }, index) => (
        <button
          key={command}
          type="button"
          tabIndex={index === 0 ? 0 : -1}
          aria-label={label}
          title={shortcut ? `${label} (${shortcut})` : label}
          aria-keyshortcuts={shortcut?.replace('Cmd', 'Meta').replace('Ctrl', 'Control')}
          onClick={() => (command === 'image' ? picker.current?.click() : onCommand(command))}
          className={`h-9 min-w-9 rounded px-2 text-navy-900 hover:bg-white focus-visible:outline-2 focus-visible:outline-union-600 ${className ?? ''}`}
        >
          <span aria-hidden="true">{glyph}</span>
        </button>
      ))}
      <input
        ref={picker}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onImageFile(file);
        }}
      />
    </div>
  );
}
