// The shell's build-time render (webpack.server.js builds it to dist-server/prerender.cjs, and
// writes dist/login.html with it): `/login` arrives painted, before any script has run, and the
// scripts hydrate it (bootstrap.tsx). Nothing on that screen depends on the visitor: a signed-out
// session, the default brand.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static.node';
import { StaticRouter } from 'react-router';
import { SERVER_RENDERED_ATTRIBUTE, streamedText, styleElement } from '@pagora/shared/frame';
import { ShellTree } from './app/shell-tree';
import './app/global.css';

/**
 * The markup of the shell on `url`. The session store answers a server render, and the browser's
 * hydration pass, with its initial state (signed out, default brand): the browser then renders
 * again with what it restored, so a stored session never makes the two differ.
 */
export async function renderScreen(url: string): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const { prelude } = await prerenderToNodeStream(<ShellTree Router={Router} />);
  return streamedText(prelude);
}

// The built page's #root, the last element of its body.
const ROOT = /<div id="root"><\/div>/;

/**
 * The built page (dist/index.html) with `url`'s screen in #root, marked for hydration, and the
 * styles that markup needs in the head (the scripts inject them again later, identical).
 */
export async function prerenderPage(template: string, url: string, css: string): Promise<string> {
  if (!ROOT.test(template) || !template.includes('</head>'))
    throw new Error('the shell page has no empty #root: was public/index.html changed?');
  const markup = await renderScreen(url);
  return template
    .replace('</head>', () => `${styleElement(css)}</head>`)
    .replace(ROOT, () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="">${markup}</div>`);
}
