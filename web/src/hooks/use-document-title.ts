import { useEffect } from 'react';

export const APP_NAME = 'Stride';

/** Sets document.title to `Title · Stride` (or just the full title when `raw`). */
export function useDocumentTitle(title: string, raw = false): void {
  useEffect(() => {
    document.title = raw ? title : `${title} · ${APP_NAME}`;
  }, [title, raw]);
}
