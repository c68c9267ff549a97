import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadPage } from './App';
import './index.css';

// The landing page's code first (its chunks are already on their way: the HTML preloads them), so
// the first render is the page itself. The app shell in the HTML (client/app-shell.ts) is on screen
// meanwhile. On a network that slow or failing, the app renders after 1.5 s anyway, and the page
// loads (or fails) behind its fallback as any other page does: the menus never wait longer.
const PRELOAD_WAIT_MS = 1500;
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
Promise.race([
  preloadPage(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS)),
]).then(render, render);
