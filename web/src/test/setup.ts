import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes load on a busy two-core CI machine too: give findBy* queries
// time enough that only a real failure fails.
configure({ asyncUtilTimeout: 5000 });

// The files share one jsdom per worker (vite.config.ts: isolate false):
// each test leaves an empty document and empty storage behind.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lacks a few browser APIs that Radix primitives touch.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
  Element.prototype.setPointerCapture = () => {};
}
Element.prototype.scrollIntoView ??= () => {};
