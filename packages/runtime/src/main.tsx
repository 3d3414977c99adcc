import './styles.css';
import { start } from './boot/start.js';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

start(container).catch((error: unknown) => {
  console.error(error);
  container.textContent = error instanceof Error ? error.message : String(error);
});
