import './styles.css';
import { afterFirstPaint } from './boot/after-first-paint.js';

// The page as the server drew it is painted first; the app then loads and takes its place.
afterFirstPaint(() => {
  import('./boot/start.js')
    // A task of its own, apart from the one that evaluated the app's modules.
    .then(({ start }) => setTimeout(start, 0))
    .catch(console.error);
});
