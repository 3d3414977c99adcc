/**
 * The look of each demo brand's artwork: saigon is red lacquer and gold with lanterns, jade is
 * deep green and pale jade with mountains and clouds, the default a neutral night blue.
 */
export interface BrandArt {
  /** Backdrop gradient, from the top left. */
  from: string;
  to: string;
  /** Ornament and highlight colours. */
  gold: string;
  glow: string;
  /** The brand's ornament drawn across the backdrop. */
  ornament: 'lanterns' | 'mountains' | 'stars';
}

export const BRANDS: Record<'saigon' | 'jade' | '_default', BrandArt> = {
  saigon: {
    from: '#7f0d0d',
    to: '#d4261c',
    gold: '#f6c744',
    glow: '#ffdf8a',
    ornament: 'lanterns',
  },
  jade: { from: '#03261c', to: '#0f6b4f', gold: '#c8e6c9', glow: '#7fffd4', ornament: 'mountains' },
  _default: { from: '#0f172a', to: '#1e40af', gold: '#fbbf24', glow: '#93c5fd', ornament: 'stars' },
};

export type BrandCode = keyof typeof BRANDS;
