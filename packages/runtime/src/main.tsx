import './styles.css';
import { afterFirstPaint } from './boot/after-first-paint.js';

// The page as the server drew it is painted first; the app then loads and takes its place.
afterFirstPaint(() => {
  import('./boot/start.js').then(({ start }) => start()).catch(console.error);
});
