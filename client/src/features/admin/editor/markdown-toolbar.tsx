import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ACCEPT_ATTRIBUTE } from '../media/media-rules';
import type { MarkdownCommand } from './markdown-commands';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? 'Cmd' : 'Ctrl';

// Drawn, not emoji: some systems have no emoji font and showed empty boxes (issue 35).
const icon = (path: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    className="size-4"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {path}
  </svg>
);

const BUTTONS: {
  command: MarkdownCommand;
  label: string;
  shortcut?: string;
  glyph: ReactNode;
  className?: string;
}[] = [
  { command: 'bold', label: 'Bold', shortcut: `${mod}+B`, glyph: 'B', className: 'font-bold' },
  { command: 'italic', label: 'Italic', shortcut: `${mod}+I`, glyph: 'I', className: 'italic font-serif' },
  { command: 'heading', label: 'Heading', glyph: 'H' },
  {
    command: 'link',
    label: 'Link',
    shortcut: `${mod}+K`,
    glyph: icon(
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />,
    ),
  },
  {
    command: 'bulletList',
    label: 'Bulleted list',
    glyph: icon(<path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />),
  },
  {
    command: 'quote',
    label: 'Quote',
    glyph: icon(<path d="M7 7h4v4c0 3-2 5-4 6M14 7h4v4c0 3-2 5-4 6" />),
  },
  {
    command: 'image',
    label: 'Image',
    glyph: icon(
      <>
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="m21 17-5-5-9 8" />
      </>,
    ),
  },
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
          <span aria-hidden="true" className="inline-flex items-center justify-center">
            {glyph}
          </span>
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
