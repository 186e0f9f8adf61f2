/**
 * Returns `next` when it is a same-origin path ('/jobs?x=1'), otherwise null,
 * so a crafted `?next=https://evil.example` or `//evil.example` is ignored.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
