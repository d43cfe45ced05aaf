/**
 * The content page's modules (issue 17, spec 3 §3): banner sliders, image grids, videos, a blog of 30 posts and three
 * custom forms that between them use every field type. Written by hand (no seed file): the page and postSubmission
 * read the same definitions.
 */

const img = (name: string, w: number, h: number, label = '') =>
  `/image/content/${name}.svg?w=${w}&h=${h}${label ? `&label=${encodeURIComponent(label)}` : ''}`;

export const CONTENT_INFORMATION_ID = 4;

export const MAIN_BANNER = {
  label: 'Featured',
  status: true,
  banner_speed: 5,
  banner_animation: 'slide',
  banner_ratio: '16:5',
  banner_mobile_ratio: '4:3',
  banner_height: 0,
  overlay_color: 'rgba(0, 0, 0, 0.7)',
  text_color: '#ffffff',
  alignment: 'left',
  show_bullets: true,
  show_buttons: true,
  show_contact_well: true,
  telephone: '(614) 555-0142',
  address: '4100 Sawmill Rd, Columbus, OH 43220',
  contact: 'service@summitparts.example',
  banners: [
    {
      image: img('banner-brakes', 1600, 500, 'Brake Week'),
      mobile_image: img('banner-brakes-m', 800, 600, 'Brake Week'),
      title: 'Brake Week',
      subtitle: '20% off pads and rotors with code BRAKES20',
      link: '/product/category?path=20',
      link_text: 'Shop Brakes',
      show_banner_title: true,
      open_in_new_tab: false,
      alt: 'Ceramic brake pads on a rotor',
    },
    {
      image: img('banner-lights', 1600, 500, 'Light the Trail'),
      mobile_image: img('banner-lights-m', 800, 600, 'Light the Trail'),
      title: 'Light the Trail',
      subtitle: 'LED light bars for every truck',
      link: '/product/catalog',
      link_text: 'Shop Lighting',
      show_banner_title: true,
      open_in_new_tab: false,
      alt: 'A truck with an LED light bar at dusk',
    },
    {
      image: img('banner-lift', 1600, 500, 'Lift It'),
      mobile_image: img('banner-lift-m', 800, 600, 'Lift It'),
      title: 'Lift It, Level It',
      subtitle: 'Installation by our own techs',
      link: 'https://example.com/lift-guide',
      link_text: 'Read the Lift Guide',
      show_banner_title: true,
      open_in_new_tab: true,
      alt: 'A lifted pickup on a trail',
    },
  ],
};

export const SECOND_BANNER = {
  label: 'Seasonal offers',
  status: true,
  banner_speed: 4,
  banner_animation: 'fade',
  banner_ratio: '3:1',
  banner_mobile_ratio: '3:2',
  banner_height: 0,
  overlay_color: 'rgba(11, 61, 107, 0.9)',
  text_color: '#ffffff',
  alignment: 'center',
  show_bullets: true,
  show_buttons: false,
  show_contact_well: false,
  banners: [
    {
      image: img('offer-winter', 1500, 500, 'Winter Ready'),
      mobile_image: img('offer-winter-m', 750, 500, 'Winter Ready'),
      title: 'Winter Ready',
      subtitle: 'Batteries, wipers and block heaters',
      link: '/product/special',
      link_text: 'See Specials',
      show_banner_title: true,
      open_in_new_tab: false,
      alt: '',
    },
    {
      image: img('offer-tow', 1500, 500, 'Tow Season'),
      mobile_image: img('offer-tow-m', 750, 500, 'Tow Season'),
      title: 'Tow Season',
      subtitle: '',
      link: '/product/catalog',
      link_text: '',
      show_banner_title: false,
      open_in_new_tab: false,
      alt: 'Hitch and ball mount',
    },
  ],
};

const GALLERY_LABELS = ['Shop floor', 'Alignment bay', 'Parts counter', 'Tire wall', 'Lift bay', 'Detail bay'];

export const GALLERY_GRID = {
  title: 'Inside our Dublin store',
  row_image_count: 3,
  gallery_mode: true,
  zoom_effect: true,
  status: true,
  label_color: '#ffffff',
  label_background: 'rgba(0, 0, 0, 0.75)',
  background_color: '',
  images: GALLERY_LABELS.map((label, i) => ({
    src: img(`gallery-${i + 1}`, 900, 600, label),
    label,
    label_position: 'bottom',
    link: i === 0 ? '/information/contact' : '',
    open_in_new_tab: false,
    width: null,
    alt: `${label} of the Dublin store`,
  })),
};

export const CATEGORY_GRID = {
  title: 'Shop by category',
  row_image_count: 4,
  gallery_mode: false,
  zoom_effect: false,
  status: true,
  label_color: '#1a1a1a',
  label_background: 'rgba(255, 255, 255, 0.92)',
  background_color: '#f4f4f4',
  images: [
    { label: 'Brakes', position: 'top', width: 50, link: '/product/category?path=20', tab: false },
    { label: 'Lighting', position: 'center', width: 25, link: '/product/catalog', tab: false },
    { label: 'Towing', position: 'bottom', width: 25, link: '/product/catalog', tab: false },
    { label: 'Suspension', position: 'bottom', width: null, link: '/product/catalog', tab: false },
    { label: 'Exhaust', position: 'bottom', width: null, link: '/product/catalog', tab: false },
    { label: 'Install guides', position: 'top', width: null, link: 'https://example.com/guides', tab: true },
    { label: '', position: 'bottom', width: null, link: '', tab: false },
  ].map((c, i) => ({
    src: img(`category-${i + 1}`, 800, 540, c.label || 'Summit Parts'),
    label: c.label,
    label_position: c.position,
    link: c.link,
    open_in_new_tab: c.tab,
    width: c.width,
    alt: c.label ? '' : 'Summit Parts Co. storefront',
  })),
};

export const VIDEOS = {
  youtube: { video_id: 'dQw4w9WgXcQ', video_url: '', width: 640, title: 'How to bed in new brake pads' },
  file: { video_id: '', video_url: '/image/kiosk/kiosk-1.webm', width: 640, title: 'Brakes that stop on a dime' },
};

const CATEGORIES = ['Brakes', 'Lighting', 'Towing', 'Maintenance', 'Off-Road'];
const TOPICS = [
  'How to choose brake pads',
  'Bedding in new rotors',
  'LED versus halogen headlights',
  'Aiming your fog lights',
  'Picking the right hitch class',
  'Checking tongue weight',
  'Oil change intervals explained',
  'Winter battery care',
  'Airing down for the trail',
  'Recovery gear checklist',
];

/** 30 posts, newest first. */
export const BLOG_POSTS = Array.from({ length: 30 }, (_, i) => {
  const n = i + 1;
  const day = new Date(Date.UTC(2026, 10, 20) - i * 3 * 86_400_000).toISOString().slice(0, 10);
  return {
    id: n,
    title: `${TOPICS[i % TOPICS.length]}${i >= TOPICS.length ? ` (part ${Math.floor(i / TOPICS.length) + 1})` : ''}`,
    url: `blog/post-${n}`,
    image: img(`blog-${n}`, 480, 270, `Post ${n}`),
    date: day,
    category: CATEGORIES[i % CATEGORIES.length]!,
    text_color: i % 5 === 4 ? '#5a2d00' : '#1a1a1a',
  };
});

export interface DemoFormField {
  id: number;
  type: string;
  index: number;
  required?: boolean;
  label_text?: string;
  placeholder_text?: string;
  options?: { value: string }[];
  legend_text?: string;
  description_text?: string;
  img_src?: string;
  height?: number;
  width?: number;
  /** A date field's picker mode (spec 3 §9): single, multiple or month. */
  date_mode?: 'single' | 'multiple' | 'month';
}

export interface DemoForm {
  form_data: Record<string, unknown> & { id: number; require_captcha: boolean };
  layout_settings: Record<string, unknown>;
  fields: DemoFormField[];
}

const options = (...values: string[]) => values.map((value) => ({ value }));

/** Contact the shop: text, email, textarea, dropdown and store_select; labels on top; no captcha. */
const CONTACT_FORM: DemoForm = {
  form_data: {
    id: 1,
    require_captcha: false,
    heading_text: 'Ask the Shop',
    submit_button_text: 'Send Question',
    submitted_button_text: 'Sending...',
    submit_button_color: '#0b4f8a',
    submit_button_text_color: '#ffffff',
    submit_button_position: 'left',
    redirect_on_submit: false,
    redirect_url: '',
    after_submit_message: '<strong>Thanks!</strong> A parts specialist will email you within one business day.',
    label_font_size: 15,
    label_position: 'top',
    confirmation_error_color: '#8a1c1c',
  },
  layout_settings: {
    background_color: '#ffffff',
    text_color: '#1a1a1a',
    label_color: '#1a1a1a',
    input_border_color: '#767676',
    padding: 20,
    margin: 0,
  },
  // Out of index order on purpose: the form lays them out by index.
  fields: [
    {
      id: 105,
      type: 'textarea',
      index: 5,
      required: true,
      label_text: 'Question',
      placeholder_text: 'Part number, vehicle, question',
    },
    { id: 101, type: 'text', index: 1, required: true, label_text: 'Name', placeholder_text: 'Your name' },
    { id: 102, type: 'email', index: 2, required: true, label_text: 'Email' },
    {
      id: 103,
      type: 'dropdown',
      index: 3,
      label_text: 'Topic',
      options: options('Parts question', 'Order status', 'Installation'),
    },
    { id: 104, type: 'store_select', index: 4, required: true, label_text: 'Store' },
  ],
};

/** Book a service: legend, description, image, date, time, datetime, radio, checkbox; captcha; labels left. */
const SERVICE_FORM: DemoForm = {
  form_data: {
    id: 2,
    require_captcha: true,
    heading_text: 'Book an Install',
    submit_button_text: 'Request Appointment',
    submitted_button_text: 'Requesting...',
    submit_button_color: '#1d6b2f',
    submit_button_text_color: '#ffffff',
    submit_button_position: 'right',
    redirect_on_submit: false,
    redirect_url: '',
    after_submit_message: 'Your request is in. We will call to confirm the time.',
    label_font_size: 14,
    label_position: 'left',
    confirmation_error_color: '#8a1c1c',
  },
  layout_settings: {
    background_color: '#f3f7f2',
    text_color: '#1a1a1a',
    label_color: '#133d1d',
    input_border_color: '#5c6b5f',
    padding: 24,
    margin: 0,
  },
  fields: [
    { id: 201, type: 'legend', index: 1, legend_text: 'Your vehicle' },
    {
      id: 202,
      type: 'description',
      index: 2,
      description_text:
        '<p>Tell us what you drive. <em>Bring your parts</em> or buy them here.<img src="/image/content/probe.svg?w=16&h=16" alt="" onload="window.__xss=1"></p><script>window.__xss=1</script>',
    },
    {
      id: 203,
      type: 'image',
      index: 3,
      img_src: img('install-bay', 600, 200, 'Install bay'),
      label_text: 'Our install bay',
      width: 600,
      height: 200,
    },
    {
      id: 204,
      type: 'radio',
      index: 4,
      required: true,
      label_text: 'Service',
      options: options('Brakes', 'Lift kit', 'Lighting'),
    },
    {
      id: 205,
      type: 'checkbox',
      index: 5,
      label_text: 'Extras',
      options: options('Alignment', 'Tire rotation', 'Wash'),
    },
    { id: 206, type: 'legend', index: 6, legend_text: 'When' },
    { id: 207, type: 'date', index: 7, required: true, label_text: 'Preferred date' },
    { id: 208, type: 'time', index: 8, required: true, label_text: 'Preferred time' },
    { id: 209, type: 'datetime', index: 9, label_text: 'Drop-off' },
    { id: 210, type: 'date', index: 10, label_text: 'Other days that suit you', date_mode: 'multiple' },
    { id: 211, type: 'date', index: 11, label_text: 'Month of your last service', date_mode: 'month' },
  ],
};

/** Sweepstakes: text, email, a single checkbox; redirects after submitting. */
const SWEEPSTAKES_FORM: DemoForm = {
  form_data: {
    id: 3,
    require_captcha: false,
    heading_text: 'Win a Set of Tires',
    submit_button_text: 'Enter Now',
    submitted_button_text: 'Entering...',
    submit_button_color: '#6b1d5e',
    submit_button_text_color: '#ffffff',
    submit_button_position: 'full',
    redirect_on_submit: true,
    redirect_url: '/index.php?route=information/information&information_id=4&entered=1',
    after_submit_message: '',
    label_font_size: 14,
    label_position: 'hidden',
    confirmation_error_color: '#8a1c1c',
  },
  layout_settings: {
    background_color: '#fbf4fa',
    text_color: '#2a1026',
    label_color: '#2a1026',
    input_border_color: '#6b4a66',
    padding: 16,
    margin: 0,
  },
  fields: [
    { id: 301, type: 'text', index: 1, required: true, label_text: 'Full name', placeholder_text: 'Full name' },
    {
      id: 302,
      type: 'email',
      index: 2,
      required: true,
      label_text: 'Email address',
      placeholder_text: 'Email address',
    },
    { id: 303, type: 'checkbox', index: 3, required: true, label_text: 'I agree to the official rules' },
  ],
};

export const CUSTOM_FORMS: DemoForm[] = [CONTACT_FORM, SERVICE_FORM, SWEEPSTAKES_FORM];

/** Interactive garage settings (spec 3 §3): off on the store's pages unless a page or `?demo_garage=` turns it on. */
export const GARAGE_SETTINGS = {
  enabled: false,
  enable_on_product_page: true,
  enable_on_product_card: true,
  main_script: '/demo/garage/main.js',
  site_script: '/demo/garage/site.js',
};
