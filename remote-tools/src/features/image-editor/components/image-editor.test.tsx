import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-utils';
import { blankPixels } from '../utils/pixels';
import * as canvas from '../utils/canvas';
import { ImageEditor } from './image-editor';

// jsdom has no canvas or image decoder: the browser layer is replaced, the rest is real.
jest.mock('../utils/canvas', () => ({
  readAsDataUrl: jest.fn(async () => 'data:image/png;base64,AAAA'),
  decodeImage: jest.fn(async () => ({ naturalWidth: 4000, naturalHeight: 3000 })),
  drawToPixels: jest.fn((_source: unknown, size: { width: number; height: number }) =>
    blankPixels(size.width, size.height),
  ),
  resample: jest.fn(),
  paint: jest.fn(),
  encode: jest.fn(),
  saveBlob: jest.fn(),
}));

const mocked = jest.mocked(canvas);
const png = () => new File([new Uint8Array(8)], 'temple.png', { type: 'image/png' });

function setup() {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const user = userEvent.setup({ applyAccept: false });
  renderPage(<ImageEditor />, '/tools/image-editor');
  const drop = (f: File) =>
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [f] } });
  return { alert, user, drop, input: screen.getByLabelText('Choose an image') };
}

afterEach(() => jest.clearAllMocks());

it('starts empty and says which formats it takes', () => {
  setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Image Editor' })).toBeInTheDocument();
  expect(screen.getByText('Supported formats: JPG, PNG, GIF and WebP')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Preview of the edited image' })).toBeNull();
});

it('refuses anything but an image, with the exact message for drop and for chooser', async () => {
  const { alert, user, drop, input } = setup();
  drop(new File(['x'], 'notes.txt', { type: 'text/plain' }));
  expect(alert).toHaveBeenLastCalledWith('Please drop a valid image file');
  await user.upload(input, new File(['x'], 'scan.pdf', { type: 'application/pdf' }));
  expect(alert).toHaveBeenLastCalledWith('Please select a valid image file');
  expect(mocked.readAsDataUrl).not.toHaveBeenCalled();
});

it('reads the image as a data URL, previews it at screen size with Crop active, and New Image empties it', async () => {
  const { alert, user, drop } = setup();
  drop(png());
  expect(screen.getByText('Opening the image…')).toBeInTheDocument();
  expect(
    await screen.findByRole('img', { name: 'Preview of the edited image' }),
  ).toBeInTheDocument();
  expect(alert).not.toHaveBeenCalled();
  expect(mocked.readAsDataUrl).toHaveBeenCalledWith(expect.any(File));
  // A 12-megapixel photo is worked on at 1024 x 768 on screen.
  expect(mocked.drawToPixels).toHaveBeenCalledWith(expect.anything(), {
    width: 1024,
    height: 768,
  });
  expect(screen.getByText(/temple\.png · 4,000 × 3,000 px/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Crop', pressed: true })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Reset to original' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'New Image' }));
  expect(screen.getByTestId('drop-zone')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Preview of the edited image' })).toBeNull();
});

it('edits compose in the size shown, and Undo and Reset step back', async () => {
  const { user, drop } = setup();
  drop(png());
  await screen.findByRole('img', { name: 'Preview of the edited image' });
  await user.click(screen.getByRole('button', { name: 'Rotate' }));
  await user.click(screen.getByRole('button', { name: 'Rotate left 90°' }));
  expect(screen.getByText(/3,000 × 4,000 px/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Resize' }));
  expect(screen.getByLabelText('Width (px)')).toHaveValue(3000);
  await user.clear(screen.getByLabelText('Height (px)'));
  await user.type(screen.getByLabelText('Height (px)'), '1000');
  expect(screen.getByLabelText('Width (px)')).toHaveValue(750);
  await user.click(screen.getByRole('button', { name: 'Apply resize' }));
  expect(screen.getByText(/750 × 1,000 px/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(screen.getByText(/3,000 × 4,000 px/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reset to original' }));
  expect(screen.getByText(/4,000 × 3,000 px/)).toBeInTheDocument();
});

it('says so when the browser cannot open the image, and takes another', async () => {
  mocked.decodeImage.mockRejectedValueOnce(new Error('decode failed'));
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { drop } = setup();
  drop(new File(['x'], 'photo.heic', { type: 'image/heic' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This image could not be opened. Try a JPG, PNG, GIF or WebP file.',
  );
  expect(error).toHaveBeenCalled();
  drop(png());
  expect(
    await screen.findByRole('img', { name: 'Preview of the edited image' }),
  ).toBeInTheDocument();
  error.mockRestore();
});

it('downloads the full-size edit and shows a busy state meanwhile', async () => {
  const blob = new Blob(['png']);
  let finish: (b: Blob) => void = () => undefined;
  mocked.encode.mockReturnValueOnce(new Promise<Blob>((resolve) => (finish = resolve)));
  const { user, drop } = setup();
  drop(png());
  await screen.findByRole('img', { name: 'Preview of the edited image' });
  await user.click(screen.getByRole('button', { name: 'Download' }));
  expect(await screen.findByRole('button', { name: 'Preparing…' })).toBeDisabled();
  await waitFor(() =>
    expect(mocked.drawToPixels).toHaveBeenLastCalledWith(expect.anything(), {
      width: 4000,
      height: 3000,
    }),
  );
  finish(blob);
  await waitFor(() => expect(mocked.saveBlob).toHaveBeenCalledWith(blob, 'temple-edited.png'));
  expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
});
