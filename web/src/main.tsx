import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { startFirstPage, startFirstPageData } from '@/app/router';
import { queryClient } from '@/lib/query-client';
import { listenForStaleBuild } from '@/lib/stale-build';
import { userQueryOptions } from '@/lib/user';
import { cn } from '@/lib/utils';
import '@/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Issue 20: the session check starts at once, the first page's modules in
// the next task (index.html already has them on their way: the server lists
// them as modulepreload links), and the app is drawn when the session is
// known. Until then index.html's loading screen (FullPageSpinner's markup)
// is on the page, so drawing the same spinner first would only add to the
// script's longest task. The class merger's tables are set up in a task of its
// own while the network is busy, instead of in the first render that needs them.
// A page's module missing after a deploy reloads the tab once (lib/stale-build.ts).
listenForStaleBuild();
const session = queryClient.prefetchQuery(userQueryOptions());
setTimeout(startFirstPage, 0);
setTimeout(() => cn('p-0', 'p-1'), 0);

// Once the session is known, the first page's reads start at once
// (startFirstPageData), then the app is drawn in a task of its own, also
// when the session is known at once (no token): the script's own task then
// ends before the first render, and the setup above runs in between.
void session.finally(() => {
  startFirstPageData(queryClient);
  setTimeout(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }, 0);
});
