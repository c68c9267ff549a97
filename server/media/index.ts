// The media library (CONTRACT section 7): uploaded images as pages and e-mails show them.
export { responsiveImages, withFeaturedMedia, withResponsiveContent } from './public-images';
