import type { LucideIcon } from 'lucide-react';
import {
  BarChart3,
  Building2,
  Bus,
  Car,
  Circle,
  Compass,
  FileSpreadsheet,
  FileText,
  FlaskConical,
  HandHeart,
  Home,
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

/**
 * The icons a remote's navigation entries may name (lucide's kebab-case
 * names). Only these are bundled into the shell; any other name shows a
 * plain dot rather than pulling in the whole icon set.
 */
const ICONS: Record<string, LucideIcon> = {
  'bar-chart-3': BarChart3,
  'building-2': Building2,
  bus: Bus,
  car: Car,
  compass: Compass,
  'file-spreadsheet': FileSpreadsheet,
  'file-text': FileText,
  'flask-conical': FlaskConical,
  'hand-heart': HandHeart,
  home: Home,
  hotel: Hotel,
  image: ImageIcon,
  info: Info,
  landmark: Landmark,
  map: Map,
  presentation: Presentation,
  ruler: Ruler,
  'shield-check': ShieldCheck,
  'train-front': TrainFront,
  wrench: Wrench,
};

export function navIcon(name: string): LucideIcon {
  return ICONS[name] ?? Circle;
}
