/** English strings of this remote. */
export const en = {
  pages: {
    '/analytics': 'Visitor Analytics Dashboard',
    '/test-visitor': 'Visitor API test',
    '/admin': 'Visitor Admin Dashboard',
  },
};
