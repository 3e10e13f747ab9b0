/**
 * The template brand's own strings (brand-configs/_template/locales/en-US.json) in every locale
 * the engine speaks, for a scaffolded brand or site whose language the brand lacks.
 */
export const TEMPLATE_BRAND_STRINGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'en-US': {
    'brand.tagline': 'Everyday essentials, thoughtfully chosen.',
    'footer.newsletter.heading': 'Join our newsletter',
    'footer.newsletter.body': 'Be the first to hear about new arrivals, offers and events.',
    'cart.emptyMessage': 'Your cart is empty.',
    'header.searchPlaceholder': 'Search',
  },
  'en-CA': {
    'brand.tagline': 'Everyday essentials, thoughtfully chosen.',
    'footer.newsletter.heading': 'Join our newsletter',
    'footer.newsletter.body': 'Be the first to hear about new arrivals, offers and events.',
    'cart.emptyMessage': 'Your cart is empty.',
    'header.searchPlaceholder': 'Search',
  },
  'en-GB': {
    'brand.tagline': 'Everyday essentials, thoughtfully chosen.',
    'footer.newsletter.heading': 'Sign up to our newsletter',
    'footer.newsletter.body': 'Be the first to hear about new arrivals, offers and events.',
    'cart.emptyMessage': 'Your basket is empty.',
    'header.searchPlaceholder': 'Search',
  },
  'fr-FR': {
    'brand.tagline': 'L’essentiel du quotidien, choisi avec soin.',
    'footer.newsletter.heading': 'Inscrivez-vous à notre newsletter',
    'footer.newsletter.body':
      'Soyez les premiers informés des nouveautés, des offres et des événements.',
    'cart.emptyMessage': 'Votre panier est vide.',
    'header.searchPlaceholder': 'Rechercher',
  },
  'fr-CA': {
    'brand.tagline': 'L’essentiel du quotidien, choisi avec soin.',
    'footer.newsletter.heading': 'Abonnez-vous à notre infolettre',
    'footer.newsletter.body':
      'Soyez les premiers informés des nouveautés, des offres et des événements.',
    'cart.emptyMessage': 'Votre panier est vide.',
    'header.searchPlaceholder': 'Rechercher',
  },
  'de-DE': {
    'brand.tagline': 'Alltägliches, mit Sorgfalt ausgewählt.',
    'footer.newsletter.heading': 'Abonnieren Sie unseren Newsletter',
    'footer.newsletter.body':
      'Erfahren Sie als Erste von Neuheiten, Angeboten und Veranstaltungen.',
    'cart.emptyMessage': 'Ihr Warenkorb ist leer.',
    'header.searchPlaceholder': 'Suchen',
  },
  'es-ES': {
    'brand.tagline': 'Lo esencial del día a día, elegido con cuidado.',
    'footer.newsletter.heading': 'Suscríbete a nuestra newsletter',
    'footer.newsletter.body': 'Sé el primero en conocer las novedades, ofertas y eventos.',
    'cart.emptyMessage': 'Tu cesta está vacía.',
    'header.searchPlaceholder': 'Buscar',
  },
  'it-IT': {
    'brand.tagline': 'L’essenziale di ogni giorno, scelto con cura.',
    'footer.newsletter.heading': 'Iscriviti alla nostra newsletter',
    'footer.newsletter.body': 'Scopri per primo nuovi arrivi, offerte ed eventi.',
    'cart.emptyMessage': 'Il tuo carrello è vuoto.',
    'header.searchPlaceholder': 'Cerca',
  },
};
