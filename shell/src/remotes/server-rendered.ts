/** Marks a #root the server filled with the page's HTML: the browser hydrates it instead of rendering anew. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
