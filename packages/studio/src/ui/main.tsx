import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { initStudioI18n } from './i18n.js';
import './styles.css';

const stored = localStorage.getItem('studioLang');
initStudioI18n(stored ?? (navigator.language.startsWith('vi') ? 'VI' : 'EN'));

const root = document.getElementById('studio');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
