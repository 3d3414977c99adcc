/**
 * How the mock draws a vendor: its colours and the shape of its wordmark. Each demo vendor has
 * its own; a vendor code the table does not know gets colours derived from the code.
 */
import { hashOf } from '../state/seeded-random.js';

/** The wordmark's shape: a pill, a shield, a slab, a slanted script or an outlined ring. */
type MarkShape = 'pill' | 'shield' | 'slab' | 'slant' | 'ring';

export interface VendorStyle {
  /** The vendor's main colour. */
  primary: string;
  /** Its second colour (accents, the thumbnail's gradient end). */
  accent: string;
  /** Text colour on the main colour. */
  ink: string;
  shape: MarkShape;
}

const STYLES: Record<string, VendorStyle> = {
  AG: { primary: '#0b3d91', accent: '#f5c542', ink: '#ffffff', shape: 'shield' },
  EVO: { primary: '#1d1d1f', accent: '#c9a227', ink: '#f5e6b8', shape: 'slab' },
  SA: { primary: '#8b0000', accent: '#ffb703', ink: '#ffffff', shape: 'pill' },
  DG: { primary: '#4a148c', accent: '#e040fb', ink: '#ffffff', shape: 'slant' },
  WM: { primary: '#004d40', accent: '#64ffda', ink: '#ffffff', shape: 'ring' },
  SEXY: { primary: '#c2185b', accent: '#ffd1e3', ink: '#ffffff', shape: 'slant' },
  PP: { primary: '#f57c00', accent: '#2b1055', ink: '#ffffff', shape: 'pill' },
  PG: { primary: '#111827', accent: '#22d3ee', ink: '#ffffff', shape: 'slab' },
  JDB: { primary: '#b71c1c', accent: '#ffd54f', ink: '#ffffff', shape: 'shield' },
  JL: { primary: '#ff6f00', accent: '#fff176', ink: '#1a1a1a', shape: 'ring' },
  PT: { primary: '#0d47a1', accent: '#80d8ff', ink: '#ffffff', shape: 'slab' },
  CQ9: { primary: '#e65100', accent: '#263238', ink: '#ffffff', shape: 'pill' },
  FC: { primary: '#1b5e20', accent: '#ffeb3b', ink: '#ffffff', shape: 'shield' },
  KA: { primary: '#6a1b9a', accent: '#ffab40', ink: '#ffffff', shape: 'ring' },
  SG: { primary: '#263238', accent: '#ff5252', ink: '#ffffff', shape: 'slant' },
  MG: { primary: '#1b5e20', accent: '#a5d6a7', ink: '#ffffff', shape: 'pill' },
  BNG: { primary: '#ffca28', accent: '#3e2723', ink: '#3e2723', shape: 'slab' },
  RSG: { primary: '#880e4f', accent: '#ffd700', ink: '#ffd700', shape: 'shield' },
  HB: { primary: '#01579b', accent: '#ffd180', ink: '#ffffff', shape: 'slant' },
  YGG: { primary: '#212121', accent: '#ff9800', ink: '#ff9800', shape: 'ring' },
  KM: { primary: '#311b92', accent: '#ffd740', ink: '#ffd740', shape: 'shield' },
  V8: { primary: '#d50000', accent: '#212121', ink: '#ffffff', shape: 'slab' },
  KY: { primary: '#00695c', accent: '#ffcc80', ink: '#ffffff', shape: 'pill' },
  SABA: { primary: '#0a2a66', accent: '#00e676', ink: '#ffffff', shape: 'slant' },
  BTI: { primary: '#00838f', accent: '#ffffff', ink: '#ffffff', shape: 'pill' },
  CMD: { primary: '#1a237e', accent: '#ff1744', ink: '#ffffff', shape: 'slab' },
  AV: { primary: '#6200ea', accent: '#00e5ff', ink: '#ffffff', shape: 'slant' },
  IMES: { primary: '#000000', accent: '#76ff03', ink: '#76ff03', shape: 'ring' },
  IA: { primary: '#ad1457', accent: '#18ffff', ink: '#ffffff', shape: 'shield' },
  AI: { primary: '#37474f', accent: '#ffab00', ink: '#ffffff', shape: 'pill' },
  TF: { primary: '#bf360c', accent: '#ffe0b2', ink: '#ffffff', shape: 'slab' },
  TCG_LOTTO_VN: { primary: '#c62828', accent: '#ffeb3b', ink: '#ffeb3b', shape: 'shield' },
  LOTT: { primary: '#2e7d32', accent: '#fff59d', ink: '#ffffff', shape: 'ring' },
  TCG_SEA: { primary: '#0277bd', accent: '#ffe082', ink: '#ffffff', shape: 'pill' },
  DS88: { primary: '#3e2723', accent: '#ff7043', ink: '#ffccbc', shape: 'shield' },
  DIG: { primary: '#4e342e', accent: '#ffd54f', ink: '#ffffff', shape: 'slab' },
};

const SHAPES: readonly MarkShape[] = ['pill', 'shield', 'slab', 'slant', 'ring'];

/** The style of a vendor: its own, or one derived from its code. */
export function vendorStyle(vassalage: string): VendorStyle {
  const known = STYLES[vassalage];
  if (known) return known;
  const hash = hashOf(vassalage);
  const hue = hash % 360;
  return {
    primary: `hsl(${hue} 62% 32%)`,
    accent: `hsl(${(hue + 150) % 360} 85% 62%)`,
    ink: '#ffffff',
    shape: SHAPES[hash % SHAPES.length] ?? 'pill',
  };
}
