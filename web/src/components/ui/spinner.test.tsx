import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FullPageSpinner } from '@/components/ui/spinner';

/** An element as tag, attributes (class as a sorted set) and children, for comparing markup written apart. */
function shape(el: Element): unknown {
  const attrs = Object.fromEntries(
    [...el.attributes].map((a) => [a.name, a.name === 'class' ? a.value.split(/\s+/).sort().join(' ') : a.value]),
  );
  return { tag: el.tagName.toLowerCase(), attrs, text: el.children.length ? '' : el.textContent, children: [...el.children].map(shape) };
}

describe('the loading screen in index.html', () => {
  it('is the markup FullPageSpinner renders, so that the app takes over without a change on screen', () => {
    const html = readFileSync(resolve(__dirname, '../../../index.html'), 'utf8');
    const page = new DOMParser().parseFromString(html, 'text/html');
    const staticRoot = page.getElementById('root');
    expect(staticRoot?.children).toHaveLength(1);

    const { container } = render(<FullPageSpinner />);
    expect(shape(staticRoot!.children[0])).toEqual(shape(container.children[0]));
  });
});
