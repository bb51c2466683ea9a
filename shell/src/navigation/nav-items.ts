import type { LucideIcon } from 'lucide-react';
import {
  BarChart3,
  Building2,
  Bus,
  Car,
  Compass,
  FileSpreadsheet,
  FileText,
  FlaskConical,
  Home,
  HandHeart,
  Hotel,
  ImageIcon,
  Info,
  Landmark,
  Map,
  Presentation,
  Ruler,
  ShieldCheck,
  TrainFront,
  Wrench,
} from 'lucide-react';

/** A badge beside a navigation item: 'new' (text), a count, or the rupee sign. */
export type NavBadge = { kind: 'new' } | { kind: 'count'; value: number } | { kind: 'rupee' };

/** One navigation entry: the top bar, the mobile menu and the sidebar all read this tree. */
export interface NavItem {
  /** Stable id; also the i18n key under `shell:nav.`. */
  id: string;
  path: string;
  icon: LucideIcon;
  children?: NavItem[];
  badge?: NavBadge;
}

export const NAV_ITEMS: NavItem[] = [
  { id: 'home', path: '/', icon: Home },
  {
    id: 'temples',
    path: '/jal-mandir',
    icon: Landmark,
    badge: { kind: 'count', value: 3 },
    children: [
      {
        id: 'jalMandir',
        path: '/jal-mandir',
        icon: Landmark,
        children: [
          {
            id: 'history',
            path: '/jal-mandir/history',
            icon: FileText,
            children: [
              { id: 'historyAncient', path: '/jal-mandir/history/ancient', icon: FileText },
              { id: 'historyMedieval', path: '/jal-mandir/history/medieval', icon: FileText },
              { id: 'historyModern', path: '/jal-mandir/history/modern', icon: FileText },
            ],
          },
          {
            id: 'architecture',
            path: '/jal-mandir/architecture',
            icon: Building2,
            children: [
              {
                id: 'architectureDesign',
                path: '/jal-mandir/architecture/design',
                icon: Building2,
              },
              {
                id: 'architectureRestoration',
                path: '/jal-mandir/architecture/restoration',
                icon: Building2,
              },
            ],
          },
          { id: 'timings', path: '/jal-mandir/timings', icon: Info },
        ],
      },
      { id: 'gaonMandir', path: '/gaon-mandir', icon: Landmark },
      { id: 'samosaran', path: '/samosaran', icon: Landmark },
      { id: 'otherTemples', path: '/other-temples', icon: Landmark },
    ],
  },
  { id: 'gallery', path: '/gallery', icon: ImageIcon, badge: { kind: 'new' } },
  {
    id: 'visit',
    path: '/hotels',
    icon: Map,
    children: [
      { id: 'hotels', path: '/hotels', icon: Hotel },
      { id: 'cabs', path: '/cabs', icon: Car },
      { id: 'buses', path: '/transport/buses', icon: Bus },
      { id: 'trains', path: '/transport/trains', icon: TrainFront },
      { id: 'nearbyPlaces', path: '/nearby-places', icon: Compass },
    ],
  },
  {
    id: 'tools',
    path: '/tools/pdf-to-word',
    icon: Wrench,
    children: [
      { id: 'pdfToWord', path: '/tools/pdf-to-word', icon: FileText },
      { id: 'wordToPdf', path: '/tools/word-to-pdf', icon: FileText },
      { id: 'excelToPdf', path: '/tools/excel-to-pdf', icon: FileSpreadsheet },
      { id: 'pptToPdf', path: '/tools/ppt-to-pdf', icon: Presentation },
      { id: 'imageEditor', path: '/tools/image-editor', icon: ImageIcon },
      { id: 'unitConverter', path: '/tools/unit-converter', icon: Ruler },
    ],
  },
  { id: 'about', path: '/about', icon: Info },
  { id: 'donate', path: '/donate', icon: HandHeart, badge: { kind: 'rupee' } },
  {
    id: 'visitors',
    path: '/analytics',
    icon: BarChart3,
    children: [
      { id: 'analytics', path: '/analytics', icon: BarChart3 },
      { id: 'testVisitor', path: '/test-visitor', icon: FlaskConical },
      { id: 'admin', path: '/admin', icon: ShieldCheck },
    ],
  },
];

/** Every path the navigation links to, depth first. */
export function allNavPaths(items: NavItem[] = NAV_ITEMS): string[] {
  return items.flatMap((item) => [item.path, ...allNavPaths(item.children ?? [])]);
}
