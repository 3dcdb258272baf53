// `/{language}` is where sign-in, registration and logout land (the spec's `/`, localised). Until the public site
// renders pages by url here, it shows the same home page as `/`.
export { default } from '../page';
