import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesProps } from '@pawapuri/shared';
import './i18n/register';
import { TextPage } from './features/page/components/text-page';
import { HomePage } from './features/home/components/home-page';
import { GalleryPage } from './features/gallery/components/gallery-page';
import { DonatePage } from './features/donate/components/donate-page';
import { HotelsPage } from './features/hotels/components/hotels-page';
import { CabsPage } from './features/cabs/components/cabs-page';

/** Written pages: path -> catalog id under `text.` */
const TEXT_PAGES: Record<string, string> = {
  '/jal-mandir': 'jal-mandir',
  '/jal-mandir/history': 'history',
  '/jal-mandir/history/ancient': 'history-ancient',
  '/jal-mandir/history/medieval': 'history-medieval',
  '/jal-mandir/history/modern': 'history-modern',
  '/jal-mandir/architecture': 'architecture',
  '/jal-mandir/architecture/design': 'architecture-design',
  '/jal-mandir/architecture/restoration': 'architecture-restoration',
  '/jal-mandir/timings': 'timings',
  '/gaon-mandir': 'gaon-mandir',
  '/samosaran': 'samosaran',
  '/other-temples': 'other-temples',
  '/about': 'about',
  '/transport/buses': 'buses',
  '/transport/trains': 'trains',
  '/nearby-places': 'nearby',
};

/** Every page of this remote, by absolute path (exposed as `remote_content/Routes`). */
export default function ContentRoutes({ notFound }: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      {Object.entries(TEXT_PAGES).map(([path, id]) => (
        <Route key={path} path={path} element={<TextPage key={id} id={id} />} />
      ))}
      <Route path="/gallery" element={<GalleryPage />} />
      <Route path="/donate" element={<DonatePage />} />
      <Route path="/hotels" element={<HotelsPage />} />
      <Route path="/cabs" element={<CabsPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
