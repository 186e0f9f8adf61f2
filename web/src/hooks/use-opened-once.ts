import { useState } from 'react';

/**
 * True from the first render where `open` is true onwards. A dialog or form
 * fetched on demand (React.lazy) is mounted once it is first wanted and then
 * stays mounted, so that it closes and opens again exactly as if it had come
 * with the page, without a second wait (issue 20).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's pattern for state derived from
  // a prop): at most one extra render, the first time `open` turns true.
  if (open && !opened) setOpened(true);
  return opened || open;
}
