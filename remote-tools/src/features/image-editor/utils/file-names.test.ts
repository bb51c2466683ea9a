import { editedFileName, isImageFile } from './file-names';

describe('editedFileName', () => {
  it('keeps the stem and sets the extension of the chosen format', () => {
    expect(editedFileName('jal-mandir.jpg', 'png')).toBe('jal-mandir-edited.png');
    expect(editedFileName('photo.v2.webp', 'jpeg')).toBe('photo.v2-edited.jpg');
    expect(editedFileName('scan', 'png')).toBe('scan-edited.png');
    expect(editedFileName('.png', 'png')).toBe('image-edited.png');
  });
});

describe('isImageFile', () => {
  it('accepts every image/ type and nothing else', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'])
      expect(isImageFile({ type })).toBe(true);
    for (const type of ['', 'application/pdf', 'text/image/png', 'video/mp4'])
      expect(isImageFile({ type })).toBe(false);
  });
});
