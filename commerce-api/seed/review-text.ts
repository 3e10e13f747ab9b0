import type { KindGroup } from './kinds.ts';

/** Phrase banks for seeded reviews, by star rating; texts are assembled from two or three parts. */
export const TITLES: Readonly<Record<number, readonly string[]>> = {
  5: [
    'Absolutely love it',
    'Obsessed!',
    'Worth every penny',
    'Perfect',
    'My new favorite',
    'Buy it in every color',
    'Exceeded expectations',
  ],
  4: [
    'Really lovely',
    'Great buy',
    'Very happy with this',
    'Beautiful, with one small note',
    'So pretty',
  ],
  3: ['It is okay', 'Mixed feelings', 'Nice but not perfect', 'Good, not great'],
  2: ['Not what I expected', 'Disappointed', 'Quality could be better'],
  1: ['Sent it back', 'Would not recommend', 'Poor quality'],
};

export const OPENINGS: Readonly<Record<number, readonly string[]>> = {
  5: [
    'I have worn this nonstop since it arrived.',
    'This is even better in person.',
    'I get compliments every single time.',
    'Bought it as a gift and ended up keeping it.',
  ],
  4: [
    'Really pretty and well made.',
    'Lovely piece overall.',
    'Happy with this purchase.',
    'Beautiful color and nice quality.',
  ],
  3: [
    'It is fine, but not quite what the photos suggested.',
    'Decent for the price.',
    'Some things I like, some I do not.',
  ],
  2: [
    'The color was different from the website.',
    'It felt thinner than I expected.',
    'Arrived a bit damaged.',
  ],
  1: [
    'Unfortunately this fell apart quickly.',
    'Nothing like the photos.',
    'Returned it the next day.',
  ],
};

export const MIDDLES: Readonly<Record<KindGroup, readonly string[]>> = {
  apparel: [
    'The fabric is soft and drapes nicely.',
    'I am 5\'6" and the length hits just right.',
    'Pockets are a bonus!',
    'Washes well without shrinking.',
    'The fit is a little roomy through the shoulders.',
  ],
  shoes: [
    'Comfortable right out of the box.',
    'They needed a day or two to break in.',
    'The sole has great grip.',
    'Half a size up would have been better for me.',
  ],
  accessories: [
    'It goes with everything.',
    'The clasp is sturdy.',
    'Smaller than I imagined, but lovely.',
    'Holds all my essentials.',
  ],
  beauty: [
    'A little goes a long way.',
    'The scent is subtle and not overpowering.',
    'My skin feels so soft.',
    'No irritation on sensitive skin.',
  ],
  home: [
    'It looks gorgeous on my shelf.',
    'The glaze has such a nice depth.',
    'Packaged really carefully.',
    'Sturdier than I expected.',
  ],
  furniture: [
    'Assembly took about twenty minutes.',
    'The fabric feels durable and soft.',
    'Delivery was quick and the crew was careful.',
    'Very comfortable to sit in.',
  ],
  plants: [
    'It arrived healthy and well packed.',
    'Already putting out new leaves.',
    'Bigger than I expected.',
    'A couple of leaves were bent in shipping but it bounced back.',
  ],
  garden: [
    'Feels solid and well balanced.',
    'Survived a whole winter outside.',
    'Makes gardening a joy.',
    'Beautiful enough to leave out on display.',
  ],
  tech: [
    'Sound quality is great for the size.',
    'Battery lasts all day.',
    'Easy to set up.',
    'Looks great on my desk.',
  ],
  giftcard: ['Easy to send and arrived instantly.', 'The recipient loved it.'],
};

export const CLOSINGS = [
  'Highly recommend.',
  'Would buy again.',
  'Ordering another as a gift.',
  'Keeping it for sure.',
  '',
  '',
];

export const NICKNAMES = [
  'Sarah',
  'JennyB',
  'plantmom',
  'Kate_R',
  'Mia',
  'Lauren',
  'stylehunter',
  'Emma',
  'Chloe',
  'Ava',
  'Olivia',
  'Grace',
  'Hannah',
  'Rachel',
  'Megan',
  'Jess',
  'Amy',
  'Nicole',
  'Taylor',
  'Jordan',
  'Alex',
  'Sam',
  'gardengirl',
  'Liz',
  'Becca',
  'Tess',
  'Nina',
  'Paige',
  'Claire',
  'Ruby',
  'BohoBabe',
  'vintagelover',
  'Zoe',
  'Maya',
  'Leah',
  'Ellie',
  'Anna',
  'Kara',
  'Dani',
  'Priya',
];

export const LOCATIONS = [
  'Philadelphia, PA',
  'Brooklyn, NY',
  'Austin, TX',
  'Chicago, IL',
  'Denver, CO',
  'Seattle, WA',
  'Portland, OR',
  'Atlanta, GA',
  'Nashville, TN',
  'Boston, MA',
  'San Diego, CA',
  'Minneapolis, MN',
  'Toronto, ON',
  'London, UK',
  'Charleston, SC',
  'Raleigh, NC',
  'Phoenix, AZ',
  'Columbus, OH',
];

/** The review form's fit options (reviews/form-fields.ts). */
export const FIT_ANSWERS = [
  'runs-small',
  'true-to-size',
  'true-to-size',
  'true-to-size',
  'runs-large',
];

/** The review form's size options. */
export const SIZES_WORN = ['XS', 'S', 'M', 'L', 'XL', '1X'];

export const PHOTO_CAPTIONS = [
  'Wearing it out',
  'In my living room',
  'Close-up of the detail',
  'Styled for the weekend',
  '',
];
