// Tailwind 4 runs as a PostCSS plugin; no tailwind.config file is needed (tokens live in globals.css).
export default { plugins: { '@tailwindcss/postcss': {} } };
