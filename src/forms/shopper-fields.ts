// The store's shopper-form fields (the contact form, custom forms): the captcha and a location list. Apart from the
// kit's index so that staff pages, which load the kit, do not load them (see ./index.ts).
export { CaptchaField } from './ui/captcha-field';
export { LocationField, type LocationListState } from './ui/location-field';
