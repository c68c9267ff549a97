import type { MouseEvent } from 'react';

/** The element for a server path: the control itself, else the nearest fieldset around it. */
function targetOf(idPrefix: string, path: string): HTMLElement | null {
  const steps = path.split('.');
  for (let n = steps.length; n > 0; n -= 1) {
    const found = document.getElementById([idPrefix, ...steps.slice(0, n)].join('-'));
    if (found) return found;
  }
  return null;
}

/**
 * The 400's field errors as a list of links above the form: each moves to its field, which shows
 * the same message beside it. A long page form is not searched by eye for a red line.
 */
export function ErrorSummary({ errors, idPrefix }: { errors: Record<string, string>; idPrefix: string }) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  function go(event: MouseEvent<HTMLAnchorElement>, path: string) {
    const target = targetOf(idPrefix, path);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'center' });
    (target.matches('input, textarea, select')
      ? target
      : target.querySelector<HTMLElement>('input, textarea, select, button')
    )?.focus();
  }
  return (
    <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4">
      <h2 className="text-base font-bold text-red-900">
        The page was not saved: {entries.length === 1 ? 'one text needs' : `${entries.length} texts need`}{' '}
        attention
      </h2>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {entries.map(([path, message]) => (
          <li key={path}>
            <a
              href={`#${[idPrefix, ...path.split('.')].join('-')}`}
              onClick={(e) => go(e, path)}
              className="text-red-900 underline"
            >
              {path}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
