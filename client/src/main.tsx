import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './index.css';

// The first render is a transition: React renders it in slices of a few milliseconds and lets the
// browser in between, where an ordinary first render is one task as long as the whole tree takes.
// The app shell in the HTML (client/app-shell.ts) stays on screen until it commits.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
