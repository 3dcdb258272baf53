'use client';

// A page's error shows inside the site's frame (navbar and footer stay); the frame's own error is [language]/error.tsx's.
export { default } from '../error';
