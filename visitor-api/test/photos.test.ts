import fs from 'node:fs';
import sharp from 'sharp';
import type {
  AuditPage,
  ContentItem,
  MediaUsage,
  PhotoUpload,
  SiteContent,
} from '@pawapuri/shared/contract/types';
import { buildTestApp, engines, type TestApp } from './helper';
import { addKeeper, keeperHeaders } from './keeper-helper';
import { post, publicContent } from './content-helper';

interface Upload {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart body as a browser's FormData sends it. */
async function multipart(files: Upload[], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

/** A camera's JPEG: held sideways (orientation 6), with its GPS position, make and serial. */
async function phoneJpeg(width = 1400, height = 1000): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMakerCo', Model: 'Phone 15' },
      IFD2: { BodySerialNumber: 'SERIAL-998877' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '25/1 5/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '85/1 31/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

describe.each(engines())('photographs (%s)', (engine) => {
  let t: TestApp;
  let mediaDir: string;
  const as = {} as Record<'owner' | 'editor' | 'analyst', Record<string, string>>;
  beforeAll(async () => {
    t = await buildTestApp(engine, {
      UPLOAD_MAX_MB: '1',
      UPLOAD_MAX_FILES: '3',
      UPLOAD_MAX_MEGAPIXELS: '2',
    });
    mediaDir = t.app.config.media.dir;
    for (const role of ['owner', 'editor', 'analyst'] as const) {
      await addKeeper(t.app, `${role}@example.in`, role);
      as[role] = await keeperHeaders(t.app, `${role}@example.in`);
    }
  });
  afterAll(async () => t.close());

  const stored = () => (fs.existsSync(mediaDir) ? fs.readdirSync(mediaDir).sort() : []);
  const upload = async (files: Upload[], headers = as.editor, fields = {}) => {
    const body = await multipart(files, fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/keepers/media/photos',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  /** Each refusal: its status, the file named, nothing stored, the API still answering. */
  const refused = async (files: Upload[], status: number, words: RegExp) => {
    const before = stored();
    const response = await upload(files);
    expect({ status: response.statusCode, message: response.json().message }).toEqual({
      status,
      message: expect.stringMatching(words),
    });
    expect(response.json().field).toBe('files');
    expect(stored()).toEqual(before);
    expect((await t.app.inject('/health')).statusCode).toBe(200);
  };

  it('stores every width in three formats, upright, with no metadata left, as a draft', async () => {
    const original = await phoneJpeg();
    const exif = (await sharp(original).metadata()).exif?.toString('latin1') ?? '';
    expect(exif).toContain('PhoneMakerCo');
    expect(exif).toContain('SERIAL-998877');
    // The GPS block's pointer (tag 0x8825), little- or big-endian.
    expect(exif.includes('\x25\x88') || exif.includes('\x88\x25')).toBe(true);
    expect((await sharp(original).metadata()).orientation).toBe(6);

    const response = await upload(
      [{ name: 'dawn.jpg', type: 'image/jpeg', bytes: original }],
      as.editor,
      {
        category: 'jal-mandir',
      },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<PhotoUpload>();
    const [photo] = body.photos;
    expect(photo?.fileName).toBe('dawn.jpg');
    expect(photo?.item.status).toBe('draft');
    const data = photo?.item.draft.data as ContentItem<'photo'>['draft']['data'];
    // Turned upright: the sideways 1400 × 1000 is 1000 wide, 1400 high.
    expect(data.media).toMatchObject({ width: 1000, height: 1400, widths: [320, 640, 960] });
    expect(data.media.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(data.category).toBe('jal-mandir');

    const files = stored();
    expect(files).toHaveLength(3 * 3 + 1);
    for (const name of files) {
      const bytes = fs.readFileSync(`${mediaDir}/${name}`);
      const meta = await sharp(bytes).metadata();
      expect({ name, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc }).toEqual({
        name,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
      });
      expect(meta.orientation ?? 1).toBe(1);
      const text = bytes.toString('latin1');
      for (const trace of ['Exif\0\0', 'PhoneMakerCo', 'SERIAL-998877'])
        expect(text).not.toContain(trace);
      if (!name.endsWith('preview.webp')) expect(meta.height! > meta.width!).toBe(true);
    }
    expect(body.usage.usedBytes).toBe(
      files.reduce((sum, name) => sum + fs.statSync(`${mediaDir}/${name}`).size, 0),
    );

    const served = await t.app.inject(`/api/media/${files[0]}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/api/media/..%2Fvisitors.db')).statusCode).toBe(404);

    const usage = await t.app.inject({ url: '/api/keepers/media/usage', headers: as.editor });
    expect(usage.json<MediaUsage>()).toMatchObject({
      usedBytes: body.usage.usedBytes,
      maxFiles: 3,
    });

    // The same photograph again answers its item and stores nothing more.
    const again = await upload([{ name: 'again.jpg', type: 'image/jpeg', bytes: original }]);
    expect(again.json<PhotoUpload>().photos[0]?.item.id).toBe(photo?.item.id);
    expect(stored()).toEqual(files);
  });

  it('publishes a photograph only with its caption and alt text in both languages', async () => {
    const response = await upload([
      { name: 'samosaran.png', type: 'image/png', bytes: await png(700, 500) },
    ]);
    const { item } = response.json<PhotoUpload>().photos[0]!;
    const path = `photo/${item.id}`;
    const publish = (expectedRevision: number) =>
      post(t.app, as.editor, `${path}/publish`, { expectedRevision });

    const empty = await publish(item.draft.revision);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field).toBe('data.alt.en');

    const data = item.draft.data as ContentItem<'photo'>['draft']['data'];
    const englishOnly = {
      ...data,
      caption: { en: 'The Samosaran at dusk', hi: '' },
      alt: { en: 'A round white temple on a lotus-shaped plinth', hi: '' },
    };
    const saved = await post(t.app, as.editor, `${path}/draft`, {
      expectedRevision: item.draft.revision,
      data: englishOnly,
    });
    expect(saved.statusCode).toBe(200);
    const noHindi = await publish(saved.json<ContentItem>().draft.revision);
    expect(noHindi.statusCode).toBe(400);
    expect(noHindi.json().field).toBe('data.alt.hi');

    const both = await post(t.app, as.editor, `${path}/draft`, {
      expectedRevision: saved.json<ContentItem>().draft.revision,
      data: {
        ...englishOnly,
        caption: { en: 'The Samosaran at dusk', hi: 'संध्या में समोशरण' },
        alt: {
          en: 'A round white temple on a lotus-shaped plinth',
          hi: 'कमल के आकार के चबूतरे पर गोल सफ़ेद मंदिर',
        },
        credit: 'Temple committee',
        licence: 'cc-by-4.0',
      },
    });
    const published = await publish(both.json<ContentItem>().draft.revision);
    expect(published.statusCode).toBe(200);
    const pages: SiteContent = await publicContent(t.app);
    expect(pages.photos?.map((photo) => photo.id)).toEqual([item.id]);
    expect(pages.photos?.[0]?.alt.hi).toBe('कमल के आकार के चबूतरे पर गोल सफ़ेद मंदिर');

    const off = await post(t.app, as.editor, `${path}/unpublish`, {});
    expect(off.statusCode).toBe(200);
    expect((await publicContent(t.app)).photos).toEqual([]);

    const audit = await t.app.inject({ url: '/api/keepers/audit?size=50', headers: as.owner });
    const actions = (audit.json() as AuditPage).content.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['photo-uploaded', 'content-published', 'content-unpublished']),
    );
  });

  it('refuses a draft naming a photograph that is not stored', async () => {
    const response = await upload([
      { name: 'a.png', type: 'image/png', bytes: await png(640, 480) },
    ]);
    const { item } = response.json<PhotoUpload>().photos[0]!;
    const data = item.draft.data as ContentItem<'photo'>['draft']['data'];
    const invented = await post(t.app, as.editor, `photo/${item.id}/draft`, {
      expectedRevision: item.draft.revision,
      data: { ...data, media: { ...data.media, hash: 'f'.repeat(32) } },
    });
    expect(invented.statusCode).toBe(400);
    expect(invented.json().field).toBe('data.media.hash');
  });

  it('refuses hostile uploads by file name, storing nothing', async () => {
    const jpeg = await phoneJpeg(800, 600);
    await refused(
      [
        {
          name: 'notes.jpg',
          type: 'image/jpeg',
          bytes: Buffer.from('just some text, not a photograph'),
        },
      ],
      415,
      /^notes\.jpg: is not a JPEG, PNG or WebP/,
    );
    await refused(
      [{ name: 'sly.jpg', type: 'image/jpeg', bytes: await png(800, 600) }],
      415,
      /^sly\.jpg: is sent as image\/jpeg but its content is image\/png/,
    );
    await refused(
      [{ name: 'doc.gif', type: 'image/gif', bytes: jpeg }],
      415,
      /^doc\.gif: is sent as image\/gif/,
    );
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(64),
    ]);
    await refused(
      [{ name: 'IMG_0001.HEIC', type: 'image/heic', bytes: heic }],
      415,
      /^IMG_0001\.HEIC: HEIC photographs cannot be read/,
    );
    // An image bomb: more pixels than UPLOAD_MAX_MEGAPIXELS (2 million), tiny on the wire.
    await refused(
      [{ name: 'bomb.png', type: 'image/png', bytes: await png(3000, 3000) }],
      400,
      /^bomb\.png: has more than 2 million pixels/,
    );
    await refused(
      [
        {
          name: 'cut.jpg',
          type: 'image/jpeg',
          bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        },
      ],
      400,
      /^cut\.jpg: cannot be read to its end/,
    );
    const noise = await sharp({
      create: {
        width: 1000,
        height: 900,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 90 },
      },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    await refused(
      [{ name: 'huge.png', type: 'image/png', bytes: noise }],
      413,
      /^huge\.png: larger than 1 MB/,
    );
    await refused(
      [{ name: 'tiny.png', type: 'image/png', bytes: await png(200, 150) }],
      400,
      /^tiny\.png: is 200 pixels wide/,
    );
    const four = ['1', '2', '3', '4'].map((n) => ({
      name: `${n}.jpg`,
      type: 'image/jpeg',
      bytes: jpeg,
    }));
    await refused(four, 413, /At most 3 photographs at once/);
    // One bad file among good ones: none of them is stored.
    await refused(
      [
        { name: 'good.jpg', type: 'image/jpeg', bytes: jpeg },
        { name: 'bad.jpg', type: 'image/jpeg', bytes: Buffer.from('nope') },
      ],
      415,
      /^bad\.jpg/,
    );
  });

  it('lets only editors and owners upload', async () => {
    const response = await upload(
      [{ name: 'a.png', type: 'image/png', bytes: await png(640, 480) }],
      as.analyst,
    );
    expect(response.statusCode).toBe(403);
    const anonymous = await upload(
      [{ name: 'a.png', type: 'image/png', bytes: await png(640, 480) }],
      {},
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
