import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { warmUpClassMerge } from '@/lib/utils';
import '@/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Three tasks, not one long one: this module, tailwind-merge's set-up, the
// first render (issue 20: each task over 50 ms on a phone blocks the page).
setTimeout(() => {
  warmUpClassMerge();
  setTimeout(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
