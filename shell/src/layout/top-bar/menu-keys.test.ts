import { nextMenuLink } from './menu-keys';

function menu(): { list: HTMLUListElement; links: HTMLAnchorElement[]; nested: HTMLAnchorElement } {
  document.body.innerHTML = `
    <ul id="menu">
      <li><a href="/a">A</a></li>
      <li><a href="/b">B</a><ul><li><a href="/b/1" id="nested">B1</a></li></ul></li>
      <li><a href="/c">C</a></li>
    </ul>`;
  const list = document.getElementById('menu') as HTMLUListElement;
  const links = Array.from(list.querySelectorAll<HTMLAnchorElement>(':scope > li > a'));
  return { list, links, nested: document.getElementById('nested') as HTMLAnchorElement };
}

describe('nextMenuLink', () => {
  it('moves down and up, wrapping at the ends', () => {
    const { list, links } = menu();
    const [a, b, c] = links;
    expect(nextMenuLink(list, 'ArrowDown', a!)).toBe(b);
    expect(nextMenuLink(list, 'ArrowDown', c!)).toBe(a);
    expect(nextMenuLink(list, 'ArrowUp', b!)).toBe(a);
    expect(nextMenuLink(list, 'ArrowUp', a!)).toBe(c);
  });

  it('jumps to the first and last link', () => {
    const { list, links } = menu();
    expect(nextMenuLink(list, 'Home', links[2]!)).toBe(links[0]);
    expect(nextMenuLink(list, 'End', links[0]!)).toBe(links[2]);
  });

  it('ignores other keys, nested links and focus outside the list', () => {
    const { list, links, nested } = menu();
    expect(nextMenuLink(list, 'Enter', links[0]!)).toBeNull();
    expect(nextMenuLink(list, 'ArrowDown', nested)).toBeNull();
    expect(nextMenuLink(list, 'ArrowDown', document.body)).toBeNull();
    expect(nextMenuLink(list, 'ArrowDown', null)).toBeNull();
  });
});
