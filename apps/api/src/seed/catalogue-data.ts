import type { Design } from './illustrations/draw.ts';
import type { ColourName } from './illustrations/paint.ts';

/**
 * The demo shop's taxonomy and product templates (docs/product/admin.md#demo-catalogue). The collections and category
 * names are exactly the header menus' and drawer's (docs/product/storefront.md#header); brands are invented. Both the
 * demo seed and the large benchmark generator build their products from these definitions.
 */

export const sizeCharts = {
  apparel: ['S', 'M', 'L', 'XL', 'XXL'],
  waist: ['28', '30', '32', '34', '36'],
  shoe: ['6', '7', '8', '9', '10'],
  'women-shoe': ['4', '5', '6', '7', '8'],
  kids: ['2-3Y', '4-5Y', '6-7Y', '8-9Y'],
  'kids-shoe': ['10', '11', '12', '13', '1'],
  belt: ['32', '34', '36', '38'],
  none: [],
} as const satisfies Record<string, readonly string[]>;

export type SizeChart = keyof typeof sizeCharts;

/**
 * The colours each kind of item comes in. Every (design, colour) pair is one pair of drawn images, and drawing
 * takes about 0.15 s per image on two cores, so the palettes are kept to what the shop needs.
 */
export const designPalettes: Record<Design, readonly ColourName[]> = {
  tshirt: ['Black', 'White', 'Navy', 'Grey', 'Olive', 'Maroon'],
  'tshirt-stripe': ['Navy', 'Red', 'Black'],
  'tshirt-graphic': ['Black', 'White', 'Green'],
  'tshirt-kids': ['Sky Blue', 'Red', 'Yellow'],
  polo: ['Navy', 'White', 'Green'],
  shirt: ['White', 'Sky Blue', 'Olive'],
  'shirt-check': ['Maroon', 'Navy', 'Green'],
  'jacket-bomber': ['Olive', 'Black', 'Navy'],
  'jacket-puffer': ['Black', 'Mustard', 'Red'],
  jeans: ['Indigo', 'Sky Blue', 'Black'],
  chinos: ['Beige', 'Olive', 'Navy'],
  cargo: ['Olive', 'Charcoal'],
  shorts: ['Navy', 'Beige', 'Olive'],
  'denim-shorts': ['Indigo', 'Sky Blue'],
  skirt: ['Mustard', 'Black', 'Maroon'],
  'skirt-pleated': ['Green', 'Pink', 'Navy'],
  top: ['Pink', 'White', 'Lavender'],
  'top-stripe': ['White', 'Navy'],
  dress: ['Red', 'Black', 'Teal'],
  'dress-floral': ['Navy', 'Peach', 'Yellow'],
  frock: ['Pink', 'Red', 'Lavender'],
  saree: ['Red', 'Maroon', 'Teal', 'Pink'],
  kurta: ['White', 'Mustard', 'Maroon'],
  anarkali: ['Maroon', 'Navy', 'Peach'],
  lehenga: ['Pink', 'Red', 'Navy'],
  sneaker: ['White', 'Black', 'Navy'],
  'chunky-sneaker': ['White', 'Black'],
  'kids-sneaker': ['Red', 'Sky Blue', 'Pink'],
  loafer: ['Tan', 'Brown', 'Black'],
  heels: ['Black', 'Red', 'Beige'],
  watch: ['Brown', 'Black', 'Gold'],
  belt: ['Black', 'Brown', 'Tan'],
  handbag: ['Maroon', 'Black', 'Tan'],
  tote: ['Tan', 'Beige', 'Olive'],
  necklace: ['Red', 'Green', 'Silver'],
  jhumka: ['Red', 'Green'],
  'action-figure': ['Navy', 'Red', 'Green'],
  doll: ['Pink', 'Purple'],
  'board-game': ['Teal', 'Orange'],
};

export interface BrandDefinition {
  name: string;
  code: string;
  description: string;
  /**
   * Where its goods are made, for the product page's details (docs/product/storefront.md#product-details): the
   * country and the factory's address; goods made outside India name their importer's address in India.
   */
  origin: { country: string; address: string; importer?: string };
}

export const brandDefinitions = [
  {
    name: 'Urban Loom',
    code: 'UL',
    description: 'Everyday cotton essentials for men and women, cut for Indian summers.',
    origin: { country: 'India', address: 'SF 212, Avinashi Road, Tiruppur, Tamil Nadu 641603' },
  },
  {
    name: 'Saffron Thread',
    code: 'ST',
    description: 'Handloom-inspired kurtas and ethnic sets woven with artisan clusters.',
    origin: { country: 'India', address: 'B-27, Sanganer Industrial Area, Jaipur, Rajasthan 302029' },
  },
  {
    name: 'Denim Republic',
    code: 'DR',
    description: 'Honest five-pocket denim in washes from deep rinse to sun-bleached blue.',
    origin: { country: 'India', address: 'Survey 88, Narol-Sarkhej Highway, Ahmedabad, Gujarat 382405' },
  },
  {
    name: 'Kidzo',
    code: 'KZ',
    description: 'Bright, soft and tough clothing and shoes for kids who never sit still.',
    origin: { country: 'India', address: 'Plot 31, Sector 6, IMT Manesar, Gurugram, Haryana 122052' },
  },
  {
    name: 'Stride Lab',
    code: 'SL',
    description: 'Sneakers and casual shoes engineered for cushioning and all-day comfort.',
    origin: {
      country: 'Vietnam',
      address: 'Lot C4, Tan Tao Industrial Park, Binh Tan District, Ho Chi Minh City, Vietnam',
      importer: 'Stride Lab India Pvt. Ltd., 5th Floor, Prestige Tech Park, Marathahalli, Bengaluru, Karnataka 560103',
    },
  },
  {
    name: 'Northbound',
    code: 'NB',
    description: 'Jackets and outdoor layers built for monsoon showers and mountain winters.',
    origin: { country: 'India', address: 'Khasra 410, Baddi-Nalagarh Road, Baddi, Himachal Pradesh 173205' },
  },
  {
    name: 'Zari House',
    code: 'ZH',
    description: 'Festive sarees and lehengas with traditional zari borders and motifs.',
    origin: { country: 'India', address: 'D-14, Silk Weavers Estate, Kanchipuram, Tamil Nadu 631502' },
  },
  {
    name: 'Carry Craft',
    code: 'CC',
    description: 'Leather bags and belts made to carry a working week and then some.',
    origin: { country: 'India', address: '77, Leather Complex, Jajmau, Kanpur, Uttar Pradesh 208010' },
  },
  {
    name: 'Tickwell',
    code: 'TW',
    description: 'Clean-dialled analogue watches with sapphire-tough glass and leather straps.',
    origin: {
      country: 'Japan',
      address: '2-14-8 Kameido, Koto-ku, Tokyo 136-0071, Japan',
      importer:
        'Tickwell Time India Pvt. Ltd., Unit 402, Solitaire Corporate Park, Andheri East, Mumbai, Maharashtra 400093',
    },
  },
  {
    name: 'Playnest',
    code: 'PN',
    description: 'Action figures, dolls and family board games for every age.',
    origin: {
      country: 'China',
      address: 'No. 18 Xinghua Road, Chenghai District, Shantou, Guangdong, China',
      importer: 'Playnest Toys India LLP, Gala 12, Bhiwandi Logistics Park, Thane, Maharashtra 421302',
    },
  },
  {
    name: 'Coral Bay',
    code: 'CB',
    description: 'Breezy western wear for women: dresses, tops, skirts and denim.',
    origin: { country: 'India', address: 'Plot 5, Okhla Industrial Area Phase II, New Delhi, Delhi 110020' },
  },
  {
    name: 'Kundan Lane',
    code: 'KL',
    description: 'Kundan, meenakari and temple jewellery finished by hand.',
    origin: { country: 'India', address: '112, Johari Bazaar, Jaipur, Rajasthan 302003' },
  },
] as const satisfies readonly BrandDefinition[];

export type BrandName = (typeof brandDefinitions)[number]['name'];

/** name, design, price in rupees (MRP), one sentence about it. */
export type ProductTemplate = readonly [name: string, design: Design, rupees: number, about: string];

export interface CategoryDefinition {
  name: string;
  /** The generic name of what it sells, for the product page's details: `Men's cotton T-shirt`. */
  generic: string;
  /** Net quantity of one item when not `1 N` (one piece): `1 Pair`. */
  net?: string;
  code: string;
  description: string;
  sizes: SizeChart;
  brands: readonly BrandName[];
  /** Second sentences of the descriptions, picked in turn. */
  details: readonly string[];
  products: readonly ProductTemplate[];
}

export interface CollectionDefinition {
  name: 'Men' | 'Women' | 'Kids';
  description: string;
  categories: readonly CategoryDefinition[];
}

const cottonCare = [
  'Machine wash cold with similar colours.',
  'Regular fit; choose your usual size.',
  'Pre-shrunk, so it keeps its fit after washing.',
  'Made from 100% cotton that gets softer with every wash.',
];
const denimCare = [
  'Wash inside out in cold water to keep the colour.',
  'Mid rise with a zip fly and a metal shank button.',
  '98% cotton, 2% elastane for easy movement.',
  'Five-pocket styling with copper rivets.',
];
const ethnicCare = [
  'Dry clean recommended for the first wash.',
  'Comes with a matching dupatta where shown.',
  'Handcrafted, so small variations in the work are part of its charm.',
  'Gentle hand wash in cold water; dry in shade.',
];
const shoeCare = [
  'Cushioned footbed and a non-marking rubber outsole.',
  'Wipe clean with a damp cloth.',
  'True to size; half sizes should size up.',
  'Lightweight build for all-day wear.',
];
const kidsCare = [
  'Soft on skin and made to survive the playground.',
  'Easy-care cotton that washes well.',
  'Nickel-free fastenings and soft seams.',
  'Roomy fit that leaves space to grow.',
];
const toyCare = [
  'Suitable for ages 3 years and above.',
  'Made from non-toxic, child-safe materials.',
  'A great birthday or festival gift.',
  'Batteries are not required.',
];
const accessoryCare = [
  'Comes in a gift-ready box.',
  'Store in the dust bag provided.',
  'Wipe with a soft dry cloth.',
  'Covered by a one-year warranty.',
];

export const collectionDefinitions: readonly CollectionDefinition[] = [
  {
    name: 'Men',
    description: 'Menswear from everyday tees and denim to jackets, sneakers, watches and belts.',
    categories: [
      {
        name: 'T-Shirt',
        generic: "Men's cotton T-shirt",
        code: 'TS',
        description: 'Crew necks, polos, stripes and graphic tees for men.',
        sizes: 'apparel',
        brands: ['Urban Loom', 'Denim Republic', 'Northbound'],
        details: cottonCare,
        products: [
          [
            'Classic Crew Neck T-Shirt',
            'tshirt',
            599,
            'A soft combed-cotton tee with a ribbed crew neck that keeps its shape wash after wash.',
          ],
          [
            'Breton Striped T-Shirt',
            'tshirt-stripe',
            799,
            'Timeless Breton stripes on a mid-weight cotton jersey with a relaxed fit.',
          ],
          [
            'Mountain Graphic Print T-Shirt',
            'tshirt-graphic',
            699,
            'A sunrise-over-the-peaks chest print on breathable cotton for weekends outdoors.',
          ],
          [
            'Pique Polo T-Shirt',
            'polo',
            1199,
            'A two-button polo in textured cotton pique with a ribbed collar and cuffs.',
          ],
          [
            'Oversized Drop Shoulder T-Shirt',
            'tshirt',
            899,
            'A boxy oversized tee with dropped shoulders and a heavyweight 240 GSM cotton feel.',
          ],
          [
            'Slub Cotton Round Neck T-Shirt',
            'tshirt',
            649,
            'Slub-textured cotton gives this everyday round neck tee a lived-in look.',
          ],
          [
            'Performance Dry-Fit T-Shirt',
            'tshirt',
            799,
            'Quick-drying, moisture-wicking knit made for the gym, runs and hot afternoons.',
          ],
          [
            'Essential Cotton T-Shirt',
            'tshirt',
            499,
            'The plain tee you reach for every day, in soft single-jersey cotton.',
          ],
          ['Tipped Collar Polo T-Shirt', 'polo', 1299, 'A smart polo with a neat collar, cut from soft cotton pique.'],
          [
            'Retro Sunset Graphic T-Shirt',
            'tshirt-graphic',
            749,
            'A retro sunset badge print on a washed cotton tee with a regular fit.',
          ],
        ],
      },
      {
        name: 'Casual Shirts',
        generic: "Men's casual shirt",
        code: 'CS',
        description: 'Oxford, linen, flannel and check shirts for off-duty days.',
        sizes: 'apparel',
        brands: ['Urban Loom', 'Denim Republic'],
        details: cottonCare,
        products: [
          [
            'Oxford Button-Down Shirt',
            'shirt',
            1499,
            'A crisp cotton Oxford weave shirt with a chest pocket and a curved hem.',
          ],
          [
            'Buffalo Check Flannel Shirt',
            'shirt-check',
            1699,
            'Brushed cotton flannel in a bold check, warm enough for cool evenings.',
          ],
          [
            'Linen Blend Casual Shirt',
            'shirt',
            1899,
            'A breathable linen-cotton blend with a soft collar, made for humid summer days.',
          ],
          [
            'Tartan Check Casual Shirt',
            'shirt-check',
            1399,
            'A classic tartan check shirt in soft cotton twill with button cuffs.',
          ],
          [
            'Slim Fit Poplin Shirt',
            'shirt',
            1299,
            'Smooth cotton poplin in a tailored slim fit that works with jeans or chinos.',
          ],
          [
            'Corduroy Overshirt',
            'shirt',
            2199,
            'A fine-wale corduroy overshirt to layer over tees as the weather turns.',
          ],
          [
            'Gingham Check Shirt',
            'shirt-check',
            1299,
            'Small gingham checks on lightweight cotton for a neat weekend look.',
          ],
          ['Chambray Utility Shirt', 'shirt', 1599, 'A soft chambray shirt with a utility pocket and a relaxed fit.'],
        ],
      },
      {
        name: 'Jackets',
        generic: "Men's jacket",
        code: 'JK',
        description: 'Bombers, puffers and windcheaters for every kind of cold.',
        sizes: 'apparel',
        brands: ['Northbound', 'Denim Republic', 'Urban Loom'],
        details: [
          'Two zip pockets keep your phone and keys safe.',
          'Wind-resistant shell with a soft lining.',
          'Machine washable on a gentle cycle.',
          'Regular fit with room for a layer underneath.',
        ],
        products: [
          [
            'Classic Bomber Jacket',
            'jacket-bomber',
            3499,
            'A nylon-twill bomber with ribbed trims, a sleeve pocket and a full zip.',
          ],
          [
            'Lightweight Quilted Puffer Jacket',
            'jacket-puffer',
            4299,
            'Channel-quilted and lightly padded, it packs warmth without the bulk.',
          ],
          [
            'Water-Resistant Windcheater',
            'jacket-bomber',
            2799,
            'A wind- and shower-resistant shell with a zip front and elastic cuffs.',
          ],
          [
            'Stand Collar Puffer Jacket',
            'jacket-puffer',
            4999,
            'A high stand collar and warm synthetic fill for winter commutes.',
          ],
          [
            'Varsity Bomber Jacket',
            'jacket-bomber',
            3999,
            'A varsity-inspired bomber with deep ribbing and a soft quilted lining.',
          ],
          [
            'Recycled Fill Puffer Jacket',
            'jacket-puffer',
            5499,
            'Made with recycled polyester fill that feels like down and keeps you toasty.',
          ],
          [
            'Flight Bomber Jacket',
            'jacket-bomber',
            3299,
            'A military-inspired flight jacket with a utility sleeve pocket.',
          ],
        ],
      },
      {
        name: 'Jeans',
        generic: "Men's jeans",
        code: 'JN',
        description: 'Slim, straight, tapered and relaxed jeans in every wash.',
        sizes: 'waist',
        brands: ['Denim Republic', 'Urban Loom'],
        details: denimCare,
        products: [
          ['Slim Fit Stretch Jeans', 'jeans', 1999, 'Stretch denim with a slim leg that moves with you all day.'],
          [
            'Straight Fit Classic Jeans',
            'jeans',
            1799,
            'Our five-pocket original in sturdy cotton denim with a straight leg.',
          ],
          ['Tapered Fit Washed Jeans', 'jeans', 2299, 'A tapered leg and a soft vintage wash with subtle whiskering.'],
          ['Relaxed Fit Jeans', 'jeans', 2099, 'Extra room through the seat and thigh for easy weekend comfort.'],
          [
            'Skinny Fit Power Stretch Jeans',
            'jeans',
            2199,
            'High-recovery stretch denim that hugs without bagging at the knee.',
          ],
          [
            'Dark Rinse Selvedge Jeans',
            'jeans',
            3499,
            'Selvedge denim in a deep rinse that fades beautifully with wear.',
          ],
          [
            'Light Wash Regular Fit Jeans',
            'jeans',
            1699,
            'A sun-faded light wash in a regular fit that goes with everything.',
          ],
          ['Comfort Flex Waist Jeans', 'jeans', 1899, 'A hidden stretch waistband and soft denim for all-day comfort.'],
        ],
      },
      {
        name: 'Pants',
        generic: "Men's trousers",
        code: 'PT',
        description: 'Chinos, cargos and linen trousers for work and weekends.',
        sizes: 'waist',
        brands: ['Urban Loom', 'Northbound'],
        details: [
          'Cotton twill with a touch of stretch.',
          'Belt loops and a button-and-zip fly.',
          'Machine wash cold; warm iron.',
          'Side pockets and two back welt pockets.',
        ],
        products: [
          ['Slim Fit Cotton Chinos', 'chinos', 1599, 'Clean-cut chinos in soft cotton twill that dress up or down.'],
          ['Cargo Utility Trousers', 'cargo', 1899, 'Roomy flap cargo pockets and a relaxed leg for travel days.'],
          ['Relaxed Linen Trousers', 'chinos', 1999, 'Airy linen blend trousers that keep you cool through summer.'],
          [
            'Smart Stretch Trousers',
            'chinos',
            1799,
            'Office-ready trousers with four-way stretch and a crease-resistant finish.',
          ],
          ['Ripstop Cargo Pants', 'cargo', 2099, 'Tough ripstop cotton with six pockets, built for the outdoors.'],
          [
            'Pleat-Front Relaxed Chinos',
            'chinos',
            2199,
            'A single front pleat and a relaxed tapered leg for an easy drape.',
          ],
          ['Everyday Tapered Chinos', 'chinos', 1499, 'A tapered leg and a soft peached finish for daily wear.'],
        ],
      },
      {
        name: 'Shorts',
        generic: "Men's shorts",
        code: 'SH',
        description: 'Chino, denim and linen shorts for hot days.',
        sizes: 'apparel',
        brands: ['Urban Loom', 'Northbound', 'Denim Republic'],
        details: cottonCare,
        products: [
          ['Chino Shorts', 'shorts', 999, 'Classic cotton twill chino shorts with a neat turn-up hem.'],
          ['Denim Shorts', 'denim-shorts', 1199, 'Five-pocket denim shorts that fall just above the knee.'],
          [
            'Relaxed Cotton Bermuda Shorts',
            'shorts',
            899,
            'Longer Bermuda shorts in breathable cotton with a relaxed leg.',
          ],
          ['Linen Blend Shorts', 'shorts', 1099, 'Light, airy linen blend shorts for beach days and city heat.'],
          ['Washed Denim Bermuda Shorts', 'denim-shorts', 1299, 'Soft washed denim in a knee-length Bermuda cut.'],
          [
            'Stretch Twill Shorts',
            'shorts',
            949,
            'Cotton twill with stretch, made for cycling, travel and everything between.',
          ],
        ],
      },
      {
        name: 'Casual Shoes',
        generic: "Men's casual shoes",
        net: '1 Pair',
        code: 'CH',
        description: 'Loafers, moccasins and low-top sneakers for smart-casual days.',
        sizes: 'shoe',
        brands: ['Stride Lab', 'Carry Craft'],
        details: shoeCare,
        products: [
          [
            'Suede Penny Loafers',
            'loafer',
            2999,
            'Soft suede loafers with a penny strap and a cushioned leather insole.',
          ],
          ['Leather Slip-On Loafers', 'loafer', 3499, 'Full-grain leather slip-ons with a moc-toe stitch.'],
          ['Canvas Low-Top Sneakers', 'sneaker', 1499, 'Everyday canvas sneakers with a vulcanised rubber sole.'],
          ['Driving Moccasins', 'loafer', 2499, 'Flexible, unlined moccasins with a grippy pebbled sole.'],
          [
            'Everyday Lace-Up Sneakers',
            'sneaker',
            1799,
            'Clean lace-up sneakers that pair with chinos and jeans alike.',
          ],
          ['Handstitched Moc-Toe Loafers', 'loafer', 3299, 'Hand-stitched moc-toe loafers in burnished leather.'],
        ],
      },
      {
        name: 'Sneakers',
        generic: "Men's sneakers",
        net: '1 Pair',
        code: 'SN',
        description: 'Running, court and chunky sneakers.',
        sizes: 'shoe',
        brands: ['Stride Lab'],
        details: shoeCare,
        products: [
          [
            'Chunky Running Sneakers',
            'chunky-sneaker',
            3499,
            'A sculpted chunky midsole with responsive foam for long days on your feet.',
          ],
          ['Retro Court Sneakers', 'sneaker', 2799, 'Low-profile court sneakers inspired by seventies tennis shoes.'],
          ['Lightweight Mesh Running Shoes', 'sneaker', 2499, 'Breathable mesh and a springy sole for your daily run.'],
          [
            'Platform Dad Sneakers',
            'chunky-sneaker',
            3999,
            'Layered overlays and a thick platform sole for a bold look.',
          ],
          ['Classic White Leather Sneakers', 'sneaker', 2999, 'Minimal leather sneakers with a padded collar.'],
          [
            'High-Cushion Trail Sneakers',
            'chunky-sneaker',
            4499,
            'Deep lugs and high cushioning for trails and rough city streets.',
          ],
          ['Street Skate Sneakers', 'sneaker', 1999, 'Durable suede-canvas skate shoes with a grippy sole.'],
        ],
      },
      {
        name: 'Watches',
        generic: "Men's analogue wrist watch",
        code: 'WT',
        description: 'Analogue watches with leather straps and steel bracelets.',
        sizes: 'none',
        brands: ['Tickwell'],
        details: [
          'Water resistant to 50 metres.',
          'Japanese quartz movement.',
          'Comes in a gift-ready box.',
          'Covered by a two-year warranty.',
        ],
        products: [
          [
            'Classic Analog Leather Watch',
            'watch',
            2499,
            'A clean white dial with baton markers on a genuine leather strap.',
          ],
          [
            'Stainless Steel Day-Date Watch',
            'watch',
            4999,
            'A brushed steel case with a date window and luminous hands.',
          ],
          ['Minimalist Dial Watch', 'watch', 1999, 'A slim case and an uncluttered dial for everyday elegance.'],
          [
            'Heritage Field Watch',
            'watch',
            3499,
            'A rugged field watch with a legible dial and a sweeping seconds hand.',
          ],
          [
            'Dress Watch with Date Window',
            'watch',
            5999,
            'A polished dress watch that sits neatly under a shirt cuff.',
          ],
        ],
      },
      {
        name: 'Belts',
        generic: "Men's leather belt",
        code: 'BT',
        description: 'Leather belts for jeans and formal trousers.',
        sizes: 'belt',
        brands: ['Carry Craft', 'Denim Republic'],
        details: accessoryCare,
        products: [
          ['Genuine Leather Casual Belt', 'belt', 999, 'A full-grain leather belt with a brushed metal pin buckle.'],
          [
            'Reversible Formal Belt',
            'belt',
            1299,
            'Two looks in one: a reversible leather strap with a swivel buckle.',
          ],
          ['Textured Leather Belt', 'belt', 899, 'Pebble-textured leather with neat edge stitching.'],
          ['Classic Pin Buckle Belt', 'belt', 799, 'The everyday belt: smooth leather and a timeless buckle.'],
        ],
      },
    ],
  },
  {
    name: 'Women',
    description: 'Sarees, kurtas and lehengas, dresses, tops and denim, with bags, jewellery and shoes.',
    categories: [
      {
        name: 'T-Shirt',
        generic: "Women's cotton T-shirt",
        code: 'TS',
        description: 'Relaxed, striped and graphic tees for women.',
        sizes: 'apparel',
        brands: ['Urban Loom', 'Coral Bay'],
        details: cottonCare,
        products: [
          [
            'Relaxed Fit Cotton T-Shirt',
            'tshirt',
            549,
            'An easy relaxed tee in breathable cotton with a soft ribbed neckline.',
          ],
          [
            'Striped Round Neck T-Shirt',
            'tshirt-stripe',
            699,
            'Crisp stripes on soft cotton jersey, made for layering.',
          ],
          [
            'Graphic Print Boyfriend T-Shirt',
            'tshirt-graphic',
            749,
            'A roomy boyfriend-fit tee with a mountain badge print.',
          ],
          ['Classic Polo T-Shirt', 'polo', 999, 'A fitted cotton pique polo with a two-button placket.'],
          ['Organic Cotton Everyday Tee', 'tshirt', 799, 'Certified organic cotton in a clean everyday shape.'],
          ['Mountain Sunrise Graphic Tee', 'tshirt-graphic', 699, 'A hand-drawn sunrise print on a soft washed tee.'],
          ['Breton Stripe Tee', 'tshirt-stripe', 799, 'A French-inspired stripe tee with a relaxed body.'],
          ['Oversized Longline T-Shirt', 'tshirt', 899, 'A longline oversized tee to wear with leggings or denim.'],
        ],
      },
      {
        name: 'Sarees',
        generic: 'Saree with blouse piece',
        code: 'SA',
        description: 'Silk, cotton and georgette sarees with zari borders.',
        sizes: 'none',
        brands: ['Zari House', 'Saffron Thread'],
        details: [
          'Comes with an unstitched blouse piece.',
          'Saree length 5.5 m plus 0.8 m blouse piece.',
          'Dry clean only.',
          'Woven zari border and pallu.',
        ],
        products: [
          [
            'Banarasi Silk Saree',
            'saree',
            5999,
            'A lustrous Banarasi silk saree with woven gold buttis and a rich zari border.',
          ],
          [
            'Kanjivaram Art Silk Saree',
            'saree',
            4999,
            'Kanjivaram-inspired art silk with a temple border and a contrast pallu.',
          ],
          ['Chanderi Cotton Saree', 'saree', 2499, 'Sheer, light Chanderi cotton with delicate gold motifs.'],
          [
            'Georgette Party Wear Saree',
            'saree',
            2999,
            'Flowing georgette with a shimmering border for evening celebrations.',
          ],
          ['Handloom Cotton Saree', 'saree', 1999, 'A soft handloom cotton saree for everyday elegance.'],
          ['Organza Zari Border Saree', 'saree', 3499, 'Crisp organza with a bright zari border and scattered buttis.'],
          ['Bandhani Print Saree', 'saree', 2299, 'Traditional Bandhani-inspired dots on a light, easy-drape fabric.'],
          ['Paithani Style Silk Saree', 'saree', 6999, 'A Paithani-style silk saree with an ornate woven pallu.'],
        ],
      },
      {
        name: 'Kurta',
        generic: "Women's kurta",
        code: 'KU',
        description: 'Straight, A-line and anarkali kurtas for every day and every festival.',
        sizes: 'apparel',
        brands: ['Saffron Thread', 'Zari House'],
        details: ethnicCare,
        products: [
          [
            'Straight Cotton Kurta',
            'kurta',
            1299,
            'A straight-cut cotton kurta with an embroidered placket and side slits.',
          ],
          [
            'Embroidered Anarkali Kurta',
            'anarkali',
            2499,
            'A flared anarkali with a gold-embroidered yoke and a zari hem.',
          ],
          ['Chikankari Straight Kurta', 'kurta', 1899, 'Lucknowi-style chikankari embroidery on soft cotton.'],
          ['Block Print Cotton Kurta', 'kurta', 1099, 'Hand block-printed cotton with a mandarin collar.'],
          [
            'Flared Festive Anarkali Kurta',
            'anarkali',
            2999,
            'Yards of flare and a gold border made for twirling at festivals.',
          ],
          [
            'Mandarin Collar Rayon Kurta',
            'kurta',
            999,
            'A fluid rayon kurta with a neat mandarin collar and button placket.',
          ],
          ['Gota Patti Anarkali Kurta', 'anarkali', 3299, 'Gota patti work on a rich flared anarkali for weddings.'],
          ['Everyday Khadi Kurta', 'kurta', 1499, 'Breathable hand-spun khadi in a relaxed straight fit.'],
        ],
      },
      {
        name: 'Lehenga',
        generic: 'Lehenga choli set',
        net: '1 Set (3 pieces)',
        code: 'LH',
        description: 'Bridal, festive and party lehenga cholis.',
        sizes: 'apparel',
        brands: ['Zari House', 'Saffron Thread'],
        details: [
          'Semi-stitched choli that can be tailored to size.',
          'Includes a matching sheer dupatta.',
          'Dry clean only.',
          'Can-can lining for extra flare.',
        ],
        products: [
          [
            'Bridal Embroidered Lehenga Choli',
            'lehenga',
            8999,
            'A heavily embroidered bridal lehenga with a wide zari border and sheer dupatta.',
          ],
          ['Festive Zari Lehenga Set', 'lehenga', 6499, 'A flared lehenga with woven zari bands and a matching choli.'],
          [
            'Sequin Party Lehenga',
            'lehenga',
            5499,
            'Sequin-sprinkled lehenga that catches the light at every sangeet.',
          ],
          [
            'Mirror Work Navratri Lehenga',
            'lehenga',
            3999,
            'A twirl-ready lehenga with mirror work made for garba nights.',
          ],
          [
            'Silk Brocade Lehenga Choli',
            'lehenga',
            7499,
            'Silk brocade with traditional motifs and a rich gold border.',
          ],
          ['Printed Cotton Lehenga Set', 'lehenga', 2999, 'A light printed cotton lehenga for daytime functions.'],
        ],
      },
      {
        name: 'Ethnic Wear',
        generic: "Women's ethnic set",
        net: '1 Set',
        code: 'EW',
        description: 'Kurta sets, anarkali suits and sharara sets with dupattas.',
        sizes: 'apparel',
        brands: ['Saffron Thread', 'Zari House'],
        details: ethnicCare,
        products: [
          [
            'Anarkali Suit Set with Dupatta',
            'anarkali',
            3499,
            'A three-piece anarkali suit with churidar and a sheer dupatta.',
          ],
          ['Kurta Palazzo Set', 'kurta', 2299, 'A straight kurta paired with flowing palazzos.'],
          ['Sharara Suit Set', 'anarkali', 3999, 'A short flared kurta with a sharara and a gold-edged dupatta.'],
          ['Embroidered Kurta Pant Set', 'kurta', 2599, 'An embroidered kurta with matching slim pants.'],
          ['Festive Gown Style Anarkali', 'anarkali', 4499, 'A floor-length gown-style anarkali with a zari hem.'],
          ['Cotton Kurta Set with Dupatta', 'kurta', 1999, 'A breezy cotton kurta set for everyday ethnic dressing.'],
        ],
      },
      {
        name: 'Dresses',
        generic: "Women's dress",
        code: 'DS',
        description: 'Fit-and-flare, floral and party dresses.',
        sizes: 'apparel',
        brands: ['Coral Bay', 'Urban Loom'],
        details: [
          'Fully lined bodice.',
          'Concealed back zip.',
          'Machine wash cold on a gentle cycle.',
          'Falls just below the knee.',
        ],
        products: [
          ['Fit and Flare Midi Dress', 'dress', 1799, 'A fitted bodice and a swishy flared skirt with a tie waist.'],
          [
            'Floral Print Tie-Waist Dress',
            'dress-floral',
            1599,
            'An all-over floral print with a self-tie waist and flutter sleeves.',
          ],
          ['Belted A-Line Dress', 'dress', 1999, 'A structured A-line dress with a self belt for a defined waist.'],
          ['Ditsy Floral Sundress', 'dress-floral', 1399, 'A breezy sundress in a ditsy floral print for summer days.'],
          ['Cocktail Skater Dress', 'dress', 2299, 'A party-ready skater dress with a full skirt.'],
          ['Summer Floral Midi Dress', 'dress-floral', 1899, 'A floral midi in light viscose that moves beautifully.'],
          ['Cap Sleeve Skater Dress', 'dress', 1499, 'Cap sleeves, a fitted bodice and a twirl-worthy skirt.'],
          [
            'Garden Party Floral Dress',
            'dress-floral',
            2499,
            'A romantic floral dress for brunches and garden parties.',
          ],
        ],
      },
      {
        name: 'Tops',
        generic: "Women's top",
        code: 'TP',
        description: 'Peplum, ruffle and striped tops.',
        sizes: 'apparel',
        brands: ['Coral Bay', 'Urban Loom'],
        details: [
          'Lightweight and breathable.',
          'Pairs with jeans, skirts or trousers.',
          'Machine wash cold.',
          'Regular fit through the body.',
        ],
        products: [
          [
            'Peplum Top with Flutter Sleeves',
            'top',
            899,
            'A flattering peplum top with soft flutter sleeves and a V neck.',
          ],
          ['Striped Peplum Top', 'top-stripe', 999, 'Classic stripes on a fitted peplum top with a flared hem.'],
          ['V-Neck Ruffle Top', 'top', 799, 'A feminine V-neck top with ruffled sleeves.'],
          ['Everyday Cotton Peplum Blouse', 'top', 849, 'A cotton blouse with a gathered peplum for easy polish.'],
          ['Nautical Stripe Top', 'top-stripe', 899, 'Navy-and-white stripes for a fresh, nautical look.'],
          ['Satin Party Top', 'top', 1299, 'A soft satin top with a subtle sheen for evenings out.'],
          [
            'Flutter Sleeve Georgette Top',
            'top',
            1099,
            'Light georgette with fluttering sleeves and a keyhole button.',
          ],
          ['Smocked Waist Top', 'top', 949, 'A smocked waist and flared hem for a comfortable, pretty fit.'],
        ],
      },
      {
        name: 'Jeans',
        generic: "Women's jeans",
        code: 'JN',
        description: 'Skinny, mom, straight and wide-leg jeans for women.',
        sizes: 'waist',
        brands: ['Denim Republic', 'Coral Bay'],
        details: denimCare,
        products: [
          ['High Rise Skinny Jeans', 'jeans', 1999, 'A high rise and a skinny leg in sculpting stretch denim.'],
          ['Mom Fit Jeans', 'jeans', 2199, 'A high waist and a relaxed tapered leg with a vintage feel.'],
          ['Straight Leg Ankle Jeans', 'jeans', 1899, 'A straight ankle-length leg that shows off your sneakers.'],
          ['Bootcut Stretch Jeans', 'jeans', 2099, 'A flattering bootcut in comfortable stretch denim.'],
          ['Wide Leg Denim Jeans', 'jeans', 2399, 'A fluid wide leg and a high rise for an easy silhouette.'],
          ['Mid Rise Slim Jeans', 'jeans', 1799, 'A mid rise and slim leg for everyday wear.'],
          ['Boyfriend Fit Jeans', 'jeans', 1999, 'A slouchy boyfriend fit with rolled hems.'],
        ],
      },
      {
        name: 'Skirts',
        generic: "Women's skirt",
        code: 'SK',
        description: 'A-line, pleated and midi skirts.',
        sizes: 'apparel',
        brands: ['Coral Bay', 'Saffron Thread'],
        details: [
          'Elasticated back waistband.',
          'Side zip with a button closure.',
          'Machine wash cold.',
          'Midi length.',
        ],
        products: [
          ['A-Line Midi Skirt', 'skirt', 1199, 'A classic A-line midi skirt with a structured waistband.'],
          ['Pleated Midi Skirt', 'skirt-pleated', 1499, 'Fine knife pleats that swing as you walk.'],
          ['Flared Cotton Skirt', 'skirt', 999, 'A flared cotton skirt, easy to dress up or down.'],
          ['Accordion Pleated Skirt', 'skirt-pleated', 1699, 'Sharp accordion pleats in a fluid fabric.'],
          ['Wrap Style A-Line Skirt', 'skirt', 1299, 'A wrap-effect A-line skirt with a button at the waist.'],
          ['Shimmer Pleated Skirt', 'skirt-pleated', 1899, 'A pleated midi with a subtle shimmer for parties.'],
        ],
      },
      {
        name: 'Bags',
        generic: "Women's handbag",
        code: 'BG',
        description: 'Handbags, totes and satchels.',
        sizes: 'none',
        brands: ['Carry Craft'],
        details: accessoryCare,
        products: [
          [
            'Structured Satchel Handbag',
            'handbag',
            2499,
            'A structured satchel with a turn-lock flap and a top handle.',
          ],
          ['Everyday Tote Bag', 'tote', 1799, 'A roomy tote that fits a laptop, lunch and everything else.'],
          ['Flap Top Handle Bag', 'handbag', 2999, 'A polished top-handle bag with a gold-tone turn lock.'],
          ['Canvas Shopper Tote', 'tote', 1299, 'A sturdy shopper tote with long handles and an inner pocket.'],
          ['Mini Turn-Lock Handbag', 'handbag', 2199, 'A compact handbag with a detachable strap.'],
          ['Laptop Work Tote', 'tote', 2799, 'A padded work tote with a zip pocket for your 14-inch laptop.'],
        ],
      },
      {
        name: 'Jewelry',
        generic: 'Imitation jewellery',
        code: 'JW',
        description: 'Necklaces and earrings in kundan, meenakari and temple styles.',
        sizes: 'none',
        brands: ['Kundan Lane'],
        details: [
          'Gold-tone plating over brass.',
          'Nickel-free and skin friendly.',
          'Comes in a velvet gift box.',
          'Store away from water and perfume.',
        ],
        products: [
          ['Kundan Pendant Necklace', 'necklace', 1999, 'A kundan necklace with a teardrop pendant and pearl drops.'],
          ['Temple Jhumka Earrings', 'jhumka', 899, 'Temple-style jhumkas with stone tops and pearl fringes.'],
          ['Pearl Drop Necklace', 'necklace', 1499, 'Stones set in gold-tone settings with delicate pearl drops.'],
          ['Meenakari Jhumka Earrings', 'jhumka', 749, 'Colourful meenakari jhumkas with tiny pearl drops.'],
          [
            'Polki Statement Necklace',
            'necklace',
            2999,
            'A statement polki-style necklace for weddings and festivals.',
          ],
          ['Antique Gold Jhumkas', 'jhumka', 999, 'Antique-finish jhumkas with a carved bell and stone studs.'],
        ],
      },
      {
        name: 'Shoes',
        generic: "Women's footwear",
        net: '1 Pair',
        code: 'SW',
        description: 'Heels, flats, loafers and sneakers for women.',
        sizes: 'women-shoe',
        brands: ['Stride Lab', 'Coral Bay'],
        details: shoeCare,
        products: [
          ['Block Heel Pumps', 'heels', 1999, 'Comfortable block heel pumps with a padded footbed.'],
          ['Everyday Canvas Sneakers', 'sneaker', 1499, 'Light canvas sneakers for errands and weekends.'],
          ['Classic Court Heels', 'heels', 2299, 'Timeless court heels that finish any outfit.'],
          ['Comfort Slip-On Loafers', 'loafer', 1799, 'Soft slip-on loafers with a cushioned sole.'],
          ['Chunky Platform Sneakers', 'chunky-sneaker', 2999, 'A chunky platform sole that adds height and attitude.'],
          ['Kitten Heel Pumps', 'heels', 1699, 'A low kitten heel for all-day elegance.'],
        ],
      },
    ],
  },
  {
    name: 'Kids',
    description: 'Clothing, shoes and toys for kids aged two to nine.',
    categories: [
      {
        name: 'T-Shirt',
        generic: "Kids' cotton T-shirt",
        code: 'TS',
        description: 'Printed, striped and polo tees for kids.',
        sizes: 'kids',
        brands: ['Kidzo', 'Urban Loom'],
        details: kidsCare,
        products: [
          ['Star Print Kids T-Shirt', 'tshirt-kids', 399, 'A cheerful star print on soft cotton jersey.'],
          ['Striped Cotton Tee for Kids', 'tshirt-stripe', 449, 'Bold stripes on a comfy everyday tee.'],
          ['Adventure Graphic Kids T-Shirt', 'tshirt-graphic', 499, 'A mountain adventure print for little explorers.'],
          ['Happy Star Smiley Tee', 'tshirt-kids', 349, 'A smiling star to brighten every day.'],
          ['Kids Polo T-Shirt', 'polo', 599, 'A smart little polo for school outings and family lunches.'],
          ['Everyday Cotton Tee for Kids', 'tshirt', 299, 'A plain soft tee that goes with everything.'],
          ['Sailor Stripe Tee', 'tshirt-stripe', 399, 'Sailor stripes for seaside days and playground adventures.'],
        ],
      },
      {
        name: 'Shorts',
        generic: "Kids' shorts",
        code: 'SH',
        description: 'Play-ready shorts in cotton and denim.',
        sizes: 'kids',
        brands: ['Kidzo'],
        details: kidsCare,
        products: [
          ['Kids Cotton Chino Shorts', 'shorts', 499, 'Cotton chino shorts with an adjustable inner waistband.'],
          ['Kids Denim Shorts', 'denim-shorts', 599, 'Soft denim shorts with real pockets for treasures.'],
          ['Pull-On Twill Shorts', 'shorts', 449, 'Easy pull-on shorts in sturdy cotton twill.'],
          ['Washed Denim Bermudas for Kids', 'denim-shorts', 649, 'Knee-length washed denim for summer play.'],
          ['Play Day Shorts', 'shorts', 399, 'Light, quick-drying shorts for busy play days.'],
          ['Elastic Waist Summer Shorts', 'shorts', 349, 'A comfy elastic waist and breathable cotton.'],
        ],
      },
      {
        name: 'Dresses',
        generic: "Girls' dress",
        code: 'DS',
        description: 'Party frocks and floral dresses for girls.',
        sizes: 'kids',
        brands: ['Kidzo'],
        details: kidsCare,
        products: [
          ['Polka Dot Party Frock', 'frock', 899, 'A polka dot frock with puff sleeves, a Peter Pan collar and a bow.'],
          ['Floral Summer Dress for Girls', 'dress-floral', 799, 'A floral summer dress with a tie waist.'],
          ['Puff Sleeve Birthday Frock', 'frock', 1199, 'A twirly birthday frock with a satin bow and puff sleeves.'],
          ['Ditsy Floral Cotton Dress', 'dress-floral', 699, 'A soft cotton dress in a tiny floral print.'],
          ['Bow Waist Party Dress', 'frock', 999, 'A party dress with a big bow and a full skirt.'],
          ['Garden Print Sundress', 'dress-floral', 749, 'A garden-fresh print on a breezy sundress.'],
        ],
      },
      {
        name: 'Jeans',
        generic: "Kids' jeans",
        code: 'JN',
        description: 'Stretchy, tough jeans for kids.',
        sizes: 'kids',
        brands: ['Kidzo', 'Denim Republic'],
        details: kidsCare,
        products: [
          ['Kids Slim Fit Jeans', 'jeans', 899, 'Slim jeans with stretch and an adjustable waist.'],
          ['Kids Stretch Denim Jeans', 'jeans', 999, 'Super-stretch denim that keeps up with every climb.'],
          ['Pull-On Denim Jeggings for Kids', 'jeans', 799, 'Pull-on jeggings with a soft elastic waist.'],
          ['Kids Straight Fit Jeans', 'jeans', 849, 'Classic straight-leg jeans with reinforced knees.'],
          ['Kids Washed Regular Jeans', 'jeans', 749, 'A soft washed denim in a regular fit.'],
        ],
      },
      {
        name: 'Shoes',
        generic: "Kids' footwear",
        net: '1 Pair',
        code: 'SW',
        description: 'Velcro sneakers and running shoes for kids.',
        sizes: 'kids-shoe',
        brands: ['Kidzo', 'Stride Lab'],
        details: [
          'Easy hook-and-loop straps.',
          'Flexible, non-slip sole.',
          'Cushioned insole for growing feet.',
          'Wipe clean with a damp cloth.',
        ],
        products: [
          ['Velcro Strap Sneakers', 'kids-sneaker', 999, 'Easy-on velcro sneakers kids can put on by themselves.'],
          ['Light-Up Play Sneakers', 'kids-sneaker', 1299, 'Sneakers with a bright star badge and a grippy sole.'],
          ['Kids Canvas Sneakers', 'sneaker', 799, 'Classic lace-up canvas sneakers in kid sizes.'],
          ['Star Patch Velcro Shoes', 'kids-sneaker', 899, 'A star patch and two velcro straps for a snug fit.'],
          ['Kids Running Shoes', 'chunky-sneaker', 1199, 'Cushioned running shoes for sports day and beyond.'],
        ],
      },
      {
        name: 'Action Figures',
        generic: 'Action figure toy',
        code: 'AF',
        description: 'Poseable superheroes and collectible figures.',
        sizes: 'none',
        brands: ['Playnest'],
        details: toyCare,
        products: [
          [
            'Superhero Action Figure',
            'action-figure',
            799,
            'A 30 cm poseable superhero with a flowing cape and lightning emblem.',
          ],
          [
            'Caped Defender Action Figure',
            'action-figure',
            999,
            'A caped defender with movable arms and a display stand.',
          ],
          ['Galaxy Guardian Figure', 'action-figure', 899, 'Protector of the galaxy, with a sturdy stand and cape.'],
          ['Thunder Hero Poseable Figure', 'action-figure', 1199, 'Twelve points of articulation for epic poses.'],
          [
            'Deluxe Hero Figure with Stand',
            'action-figure',
            1499,
            'A deluxe collector figure in a window display box.',
          ],
        ],
      },
      {
        name: 'Dolls',
        generic: 'Doll',
        code: 'DL',
        description: 'Fashion dolls and dress-up sets.',
        sizes: 'none',
        brands: ['Playnest'],
        details: toyCare,
        products: [
          ['Fashion Doll with Party Dress', 'doll', 899, 'A fashion doll with long brushable hair and a party dress.'],
          ['Princess Doll', 'doll', 1099, 'A princess doll with a flowing gown and a hair bow.'],
          ['Ballerina Doll', 'doll', 999, 'A graceful ballerina doll on a clear display stand.'],
          ['Dress-Up Doll Set', 'doll', 1299, 'A doll with outfits to mix and match.'],
        ],
      },
      {
        name: 'Games',
        generic: 'Board game',
        code: 'GM',
        description: 'Board games for family game nights.',
        sizes: 'none',
        brands: ['Playnest'],
        details: [
          'For 2 to 4 players.',
          'Includes board, dice and pawns.',
          'Ages 5 and up.',
          'Perfect for family game night.',
        ],
        products: [
          ['Snakes and Ladders Board Game', 'board-game', 499, 'The classic race up the ladders and down the snakes.'],
          ['Ludo Family Board Game', 'board-game', 399, 'Roll, race and capture in the family favourite.'],
          ['Trade Tycoon Property Game', 'board-game', 899, 'Buy, build and trade your way to a fortune.'],
          ['Race to the Finish Board Game', 'board-game', 599, 'A fast dice race with shortcuts and surprises.'],
          ['Treasure Hunt Adventure Game', 'board-game', 699, 'Follow the map, dodge traps and find the treasure.'],
        ],
      },
    ],
  },
];
