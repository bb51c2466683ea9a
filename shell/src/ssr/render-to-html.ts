import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { asError } from '../common/error-message';

/**
 * Renders a React tree to HTML once everything in it is ready (lazy pages,
 * catalogs). Any error, even one React could recover from in the browser,
 * fails the render: the caller then serves the page for client rendering
 * rather than HTML that would not match. Gives up after `timeoutMs`.
 */
export function renderToHtml(element: ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        clearTimeout(timer);
        if (errors.length > 0) reject(asError(errors[0]));
        else resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary in place, however large: React otherwise sends a big
      // one after the rest, put in place by an inline script, and a reader
      // without JavaScript would see only its loading line.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(asError(error));
      },
      onError: (error) => {
        errors.push(error);
      },
    });
    const timer = setTimeout(() => {
      stream.abort(new Error(`The page took longer than ${timeoutMs} ms to render`));
    }, timeoutMs);
  });
}
