import { eventOfTap, eventOfView, markedProperties } from './event-of-element';

const ORIGIN = 'http://localhost';

/** Renders `html` and answers the element matching `selector` in it. */
function element(html: string, selector: string): Element {
  document.body.innerHTML = html;
  const found = document.querySelector(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

describe('eventOfTap', () => {
  it.each([
    [
      '<a href="tel:+91 6112 200 000">call</a>',
      { name: 'call', properties: { number: '+916112200000' } },
    ],
    ['<a href="https://wa.me/916112200000?text=hi">chat</a>', { name: 'whatsapp', properties: {} }],
    [
      '<a href="https://api.whatsapp.com/send?phone=91">chat</a>',
      { name: 'whatsapp', properties: {} },
    ],
    [
      '<a href="https://www.google.com/maps/dir/?api=1&destination=25.09,85.5">go</a>',
      { name: 'directions', properties: {} },
    ],
    ['<a href="https://maps.app.goo.gl/abc">go</a>', { name: 'directions', properties: {} }],
    ['<a href="geo:25.09,85.5">go</a>', { name: 'directions', properties: {} }],
    [
      '<a href="upi://pay?pa=temple@upi&pn=Temple&am=501&cu=INR">pay</a>',
      { name: 'upi-app', properties: { amount: '501' } },
    ],
    ['<a href="/calendar/diwali.ics">add</a>', { name: 'calendar-download', properties: {} }],
    [
      '<a href="blob:http://localhost/1" download="my-secret-photo.JPG">save</a>',
      { name: 'file-download', properties: { type: 'jpg' } },
    ],
    [
      '<a href="/files/guide.pdf">guide</a>',
      { name: 'file-download', properties: { type: 'pdf' } },
    ],
    [
      '<a href="https://example.org/page?q=1#x">elsewhere</a>',
      { name: 'outbound', properties: { url: 'https://example.org/page' } },
    ],
  ])('recognises %s by its address', (html, expected) => {
    expect(eventOfTap(element(html, 'a'), ORIGIN)).toEqual(expected);
  });

  it('records nothing for a link within the site, or a tap on no link', () => {
    expect(eventOfTap(element('<a href="/gallery">gallery</a>', 'a'), ORIGIN)).toBeNull();
    expect(eventOfTap(element('<p><b>text</b></p>', 'b'), ORIGIN)).toBeNull();
  });

  it('takes the listing marked on a card for every link inside it, from the tapped child too', () => {
    const html =
      '<li data-event-listing="Jal Mandir Dharamshala"><a href="tel:0611"><span>call</span></a></li>';
    expect(eventOfTap(element(html, 'span'), ORIGIN)).toEqual({
      name: 'call',
      properties: { number: '0611', listing: 'Jal Mandir Dharamshala' },
    });
  });

  it('lets an element marked data-event name its own event, with its marked properties', () => {
    const html = '<button data-event="upi-copy" data-event-amount="1001">Copy</button>';
    expect(eventOfTap(element(html, 'button'), ORIGIN)).toEqual({
      name: 'upi-copy',
      properties: { amount: '1001' },
    });
    // A marked link is named by its mark, not its address.
    const link = '<a href="https://example.org" data-event="festival-map">map</a>';
    expect(eventOfTap(element(link, 'a'), ORIGIN)).toMatchObject({ name: 'festival-map' });
  });

  it('keeps property values within the contract: no control characters, at most 200 characters, 5 properties', () => {
    const attributes = ['a', 'b', 'c', 'd', 'e', 'f']
      .map((p) => `data-event-${p}="${p}"`)
      .join(' ');
    const html = `<div ${attributes}><button data-event="x" data-event-long="${'y'.repeat(300)}">t</button></div>`;
    const found = markedProperties(element(html, 'button'));
    expect(Object.keys(found)).toHaveLength(5);
    expect(found.long).toHaveLength(200);
    const control = element('<button data-event-note="a&#9;b">t</button>', 'button');
    expect(markedProperties(control)).toEqual({ note: 'a b' });
  });
});

describe('eventOfView', () => {
  it('names the event of a marked view with its properties', () => {
    const html = '<section data-event-view="not-found" data-event-path="/no/such/page"></section>';
    expect(eventOfView(element(html, 'section'))).toEqual({
      name: 'not-found',
      properties: { path: '/no/such/page' },
    });
  });
});
