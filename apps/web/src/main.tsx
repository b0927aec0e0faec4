import '@fontsource/mulish/latin-400.css';
import '@fontsource/mulish/latin-600.css';
import '@fontsource/mulish/latin-700.css';
import '@fontsource/yrsa/latin-500.css';
import '@fontsource/yrsa/latin-600.css';
import './app/styles/tokens.css';
import './app/styles/base.css';
import './app/styles/layout.css';
import './app/styles/pages.css';
import './lib/i18n.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { practiceForFirstPaint } from './features/practice/practice.api.ts';
import { applyFontSize } from './features/shell/use-font-size.ts';

applyFontSize();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void practiceForFirstPaint().then((practice) =>
  createRoot(root).render(
    <StrictMode>
      <App practice={practice} />
    </StrictMode>,
  ),
);
