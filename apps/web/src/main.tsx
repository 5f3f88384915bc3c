import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#app/app.tsx';
import { initI18n } from '#lib/i18n.ts';
import '#styles/global.css';

void initI18n();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
