/**
 * Writes the demo store's seed data (deterministic: a seeded PRNG, no clock).
 * Run: npx esbuild demo-pages/seed/generate.ts --bundle --platform=node --format=esm --outfile=/tmp/gen.mjs && node /tmp/gen.mjs
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  Category,
  Customer,
  CustomerVehicle,
  FitmentRule,
  Labor,
  Location,
  Manufacturer,
  Order,
  OrderProduct,
  Product,
  ProductOption,
  ProductsSeed,
  Transaction,
  VehicleModel,
  VehiclesSeed,
} from '../server/core/types';
import { formatCents, orderMoney, percentOf, toCents } from '../server/core/money';
import { modelYearCode, VIN_CHARS, vinCheckDigit } from '../server/vehicle/vin';
import { mulberry32 } from '../server/core/random';
import { STATUS_CYCLE, STATUS_TEXT } from '../server/back-office/pos-backoffice-data';

// ---------- PRNG ----------
const rand = mulberry32(20260115);
const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
const chance = (p: number) => rand() < p;
function pick<T>(list: readonly T[]): T {
  const item = list[Math.floor(rand() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
const money = (min: number, max: number) => Math.floor(min + rand() * (max - min)) + pick([0.99, 0.49, 0.95]);
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** A GTIN's check digit (EAN-13, UPC-A): weights 3 and 1 from the rightmost data digit. */
const gtinCheckDigit = (data: string) =>
  String((10 - ([...data].reverse().reduce((sum, d, i) => sum + Number(d) * (i % 2 ? 1 : 3), 0) % 10)) % 10);
/** An EAN-13 whose first digit is 0: also a valid UPC-A (the same code without that 0), as US parts carry. */
const ean13 = (data12: string) => data12 + gtinCheckDigit(data12);

// ---------- Brands ----------
const manufacturers: Manufacturer[] = [
  ['Ironclad Brakeworks', 'IRBK'],
  ['Luminex Auto Lighting', 'LMXL'],
  ['Ridgeline Suspension', 'RDGS'],
  ['Torrent Exhaust', 'TRNX'],
  ['AeroFlow Intakes', 'AFLW'],
  ['PureGuard Filters', 'PRGD'],
  ['VoltCore Batteries', 'VLTC'],
  ['Haulmark Towing', 'HLMK'],
  ['TrailBond Electrical', 'TRBD'],
  ['WeatherShield Interiors', 'WTSH'],
  ['Apex Bed Covers', 'APXC'],
  ['SideStep Pro', 'SDSP'],
  ['Granite Wheel Co.', 'GRWC'],
  ['Lockwell Hardware', 'LKWL'],
  ['Summit Select', 'SMTS'],
].map(([name, aaia], i) => ({ manufacturer_id: 11 + i, name: name ?? '', aaia: aaia ?? '' }));
const brand = (aaia: string): Manufacturer => {
  const found = manufacturers.find((m) => m.aaia === aaia);
  if (!found) throw new Error(aaia);
  return found;
};

// ---------- Categories ----------
const categoryPaths: string[][] = [
  ['Brakes', 'Brake Pads', 'Ceramic'],
  ['Brakes', 'Brake Pads', 'Semi-Metallic'],
  ['Brakes', 'Rotors', 'Drilled & Slotted'],
  ['Brakes', 'Brake Kits'],
  ['Lighting', 'Headlights', 'LED Headlights'],
  ['Lighting', 'Light Bars'],
  ['Lighting', 'Fog Lights'],
  ['Suspension', 'Lift Kits', 'Leveling Kits'],
  ['Suspension', 'Shocks & Struts'],
  ['Exhaust', 'Cat-Back Systems'],
  ['Exhaust', 'Mufflers'],
  ['Engine', 'Air Intakes', 'Cold Air Intakes'],
  ['Engine', 'Filters', 'Oil Filters', 'Synthetic Media'],
  ['Engine', 'Filters', 'Air Filters'],
  ['Engine', 'Ignition', 'Spark Plugs'],
  ['Electrical', 'Batteries'],
  ['Electrical', 'Wiring', 'Trailer Wiring'],
  ['Towing', 'Hitches', 'Receiver Hitches', 'Class III'],
  ['Towing', 'Brake Controllers'],
  ['Interior', 'Floor Mats'],
  ['Interior', 'Seat Covers'],
  ['Exterior', 'Tonneau Covers', 'Hard Folding'],
  ['Exterior', 'Running Boards'],
  ['Wheels & Tires', 'Wheels'],
  ['Wheels & Tires', 'Lug Nuts'],
  ['Wheels & Tires', 'Protection Plans'],
];
const categories: Category[] = [];
function categoryFor(path: string[]): Category {
  let parent = 0;
  let found: Category | undefined;
  for (let depth = 1; depth <= path.length; depth++) {
    const sub = path.slice(0, depth);
    found = categories.find((c) => c.path.join('>') === sub.join('>'));
    if (!found) {
      found = { category_id: 20 + categories.length, parent_id: parent, name: sub[sub.length - 1] ?? '', path: sub };
      categories.push(found);
    }
    parent = found.category_id;
  }
  if (!found) throw new Error('empty path');
  return found;
}
categoryPaths.forEach(categoryFor);

interface Template {
  path: string[];
  brands: string[];
  names: string[];
  price: [number, number];
  labor?: { title: string; labor_id: number; minutes: [number, number] };
}
const LABOR_RATES = [
  { labor_id: 1, title: 'Standard Install', amount: 120 },
  { labor_id: 2, title: 'Brake Service', amount: 110 },
  { labor_id: 3, title: 'Electrical', amount: 135 },
  { labor_id: 4, title: 'Suspension & Lift', amount: 150 },
];
const laborRate = (id: number) => {
  const rate = LABOR_RATES.find((r) => r.labor_id === id);
  if (!rate) throw new Error(String(id));
  return rate;
};
const templates: Template[] = [
  {
    path: ['Brakes', 'Brake Pads', 'Ceramic'],
    brands: ['IRBK', 'SMTS'],
    names: ['Ceramic Front Brake Pad Set', 'Ceramic Rear Brake Pad Set', 'Low-Dust Ceramic Pads'],
    price: [39, 89],
    labor: { title: 'Brake Service', labor_id: 2, minutes: [45, 90] },
  },
  {
    path: ['Brakes', 'Brake Pads', 'Semi-Metallic'],
    brands: ['IRBK'],
    names: ['Severe Duty Semi-Metallic Pads', 'Towing Brake Pad Set'],
    price: [45, 99],
    labor: { title: 'Brake Service', labor_id: 2, minutes: [45, 90] },
  },
  {
    path: ['Brakes', 'Rotors', 'Drilled & Slotted'],
    brands: ['IRBK', 'SMTS'],
    names: ['Drilled & Slotted Front Rotor Pair', 'Zinc-Plated Slotted Rotor'],
    price: [129, 289],
    labor: { title: 'Brake Service', labor_id: 2, minutes: [60, 120] },
  },
  {
    path: ['Lighting', 'Headlights', 'LED Headlights'],
    brands: ['LMXL'],
    names: ['Projector LED Headlight Assembly', 'LED Headlight Bulb Kit', 'Sequential DRL Headlights'],
    price: [79, 649],
    labor: { title: 'Electrical', labor_id: 3, minutes: [30, 120] },
  },
  {
    path: ['Lighting', 'Light Bars'],
    brands: ['LMXL', 'TRBD'],
    names: ['Single-Row LED Light Bar', 'Dual-Row Combo Light Bar', 'Curved Roof Light Bar'],
    price: [89, 499],
  },
  {
    path: ['Lighting', 'Fog Lights'],
    brands: ['LMXL'],
    names: ['LED Fog Light Kit', 'Amber Fog Light Pods'],
    price: [59, 229],
    labor: { title: 'Electrical', labor_id: 3, minutes: [45, 90] },
  },
  {
    path: ['Suspension', 'Lift Kits', 'Leveling Kits'],
    brands: ['RDGS'],
    names: ['2 in. Front Leveling Kit', '2.5 in. Leveling Kit with Shocks', '3 in. Body Lift Kit'],
    price: [89, 899],
    labor: { title: 'Suspension & Lift', labor_id: 4, minutes: [120, 360] },
  },
  {
    path: ['Suspension', 'Shocks & Struts'],
    brands: ['RDGS', 'SMTS'],
    names: ['Monotube Shock Absorber', 'Complete Strut Assembly', 'Steering Stabilizer'],
    price: [49, 349],
    labor: { title: 'Suspension & Lift', labor_id: 4, minutes: [60, 180] },
  },
  {
    path: ['Exhaust', 'Cat-Back Systems'],
    brands: ['TRNX'],
    names: ['Stainless Cat-Back Exhaust', 'Dual Rear Exit Cat-Back', 'Turbo-Back Exhaust System'],
    price: [399, 1299],
    labor: { title: 'Standard Install', labor_id: 1, minutes: [60, 150] },
  },
  {
    path: ['Exhaust', 'Mufflers'],
    brands: ['TRNX', 'SMTS'],
    names: ['Chambered Muffler', 'Straight-Through Performance Muffler'],
    price: [69, 249],
    labor: { title: 'Standard Install', labor_id: 1, minutes: [45, 90] },
  },
  {
    path: ['Engine', 'Air Intakes', 'Cold Air Intakes'],
    brands: ['AFLW'],
    names: ['Cold Air Intake System', 'Sealed Airbox Intake Kit'],
    price: [249, 459],
    labor: { title: 'Standard Install', labor_id: 1, minutes: [30, 75] },
  },
  {
    path: ['Engine', 'Filters', 'Oil Filters', 'Synthetic Media'],
    brands: ['PRGD', 'SMTS'],
    names: ['Synthetic Media Oil Filter', 'Extended Life Oil Filter'],
    price: [9, 19],
  },
  {
    path: ['Engine', 'Filters', 'Air Filters'],
    brands: ['PRGD', 'AFLW'],
    names: ['Washable Drop-In Air Filter', 'High-Flow Engine Air Filter'],
    price: [24, 79],
  },
  {
    path: ['Engine', 'Ignition', 'Spark Plugs'],
    brands: ['SMTS', 'PRGD'],
    names: ['Iridium Spark Plug', 'Platinum Spark Plug'],
    price: [7, 16],
  },
  {
    path: ['Electrical', 'Batteries'],
    brands: ['VLTC'],
    names: ['AGM Group 48 Battery', 'AGM Group 65 Battery', 'Dual-Purpose Deep Cycle Battery'],
    price: [189, 349],
    labor: { title: 'Electrical', labor_id: 3, minutes: [20, 45] },
  },
  {
    path: ['Electrical', 'Wiring', 'Trailer Wiring'],
    brands: ['TRBD', 'HLMK'],
    names: ['7-Way Trailer Wiring Harness', '4-Flat Trailer Connector', 'Plug-In Trailer Wiring Kit'],
    price: [19, 89],
    labor: { title: 'Electrical', labor_id: 3, minutes: [30, 60] },
  },
  {
    path: ['Towing', 'Hitches', 'Receiver Hitches', 'Class III'],
    brands: ['HLMK'],
    names: ['Class III 2 in. Receiver Hitch', 'Class III Hitch with Ball Mount'],
    price: [169, 319],
    labor: { title: 'Standard Install', labor_id: 1, minutes: [45, 90] },
  },
  {
    path: ['Towing', 'Brake Controllers'],
    brands: ['HLMK', 'TRBD'],
    names: ['Proportional Brake Controller', 'Wireless Brake Controller'],
    price: [99, 279],
    labor: { title: 'Electrical', labor_id: 3, minutes: [45, 90] },
  },
  {
    path: ['Interior', 'Floor Mats'],
    brands: ['WTSH'],
    names: ['All-Weather Floor Liners', 'Heavy-Duty Rubber Floor Mats', 'Cargo Area Liner'],
    price: [59, 249],
  },
  {
    path: ['Interior', 'Seat Covers'],
    brands: ['WTSH'],
    names: ['Neoprene Seat Covers', 'Canvas Work Seat Covers'],
    price: [119, 389],
  },
  {
    path: ['Exterior', 'Tonneau Covers', 'Hard Folding'],
    brands: ['APXC'],
    names: ['Hard Tri-Fold Tonneau Cover', 'Low-Profile Hard Folding Cover'],
    price: [599, 1199],
    labor: { title: 'Standard Install', labor_id: 1, minutes: [45, 90] },
  },
  {
    path: ['Exterior', 'Running Boards'],
    brands: ['SDSP'],
    names: ['6 in. Aluminum Running Boards', 'Power Retractable Running Boards', 'Drop Nerf Bars'],
    price: [249, 1899],
    labor: { title: 'Standard Install', labor_id: 1, minutes: [60, 150] },
  },
  {
    path: ['Wheels & Tires', 'Wheels'],
    brands: ['GRWC'],
    names: ['17x8.5 Matte Black Wheel', '20x9 Machined Wheel', '18x9 Beadlock-Style Wheel'],
    price: [169, 399],
  },
  {
    path: ['Wheels & Tires', 'Lug Nuts'],
    brands: ['LKWL', 'GRWC'],
    names: ['Spline Drive Lug Nut Kit', 'Chrome Acorn Lug Nut'],
    price: [4, 69],
  },
];

// ---------- Products ----------
let nextOptionId = 101;
let nextOptionValueId = 1001;
const OPTION_IDS: Record<ProductOption['type'], number> = {
  select: 1,
  radio: 2,
  checkbox: 3,
  image: 4,
  text: 5,
  textarea: 6,
  date: 7,
  time: 8,
  datetime: 9,
};
function option(
  type: ProductOption['type'],
  name: string,
  required: boolean,
  values: [string, number][] = [],
  value = '',
): ProductOption {
  return {
    product_option_id: nextOptionId++,
    option_id: OPTION_IDS[type],
    name,
    type,
    required,
    value,
    product_option_value: values.map(([valueName, price], i) => {
      const id = nextOptionValueId++;
      return {
        product_option_value_id: id,
        option_value_id: OPTION_IDS[type] * 100 + i + 1,
        name: valueName,
        price: Math.abs(price),
        price_prefix: price < 0 ? '-' : '+',
        price_text: price === 0 ? '' : `${price < 0 ? '-' : '+'}${formatCents(toCents(Math.abs(price)))}`,
        image: type === 'image' ? `/image/option/${id}.svg` : '',
      };
    }),
  };
}

const products: Product[] = [];
const usedMpn = new Set<string>();
function makeProduct(t: Template, overrides: Partial<Product> & { name?: string } = {}): Product {
  const id = products.length + 1;
  const m = brand(pick(t.brands));
  const cat = categoryFor(t.path);
  const baseName = overrides.name ?? pick(t.names);
  let mpn = '';
  do mpn = `${m.aaia.slice(0, 2)}-${int(1000, 9999)}${pick(['', 'A', 'B', 'HD', 'X'])}`;
  while (usedMpn.has(mpn));
  usedMpn.add(mpn);
  const price = money(t.price[0], t.price[1]);
  let labor: Labor | null = null;
  if (t.labor && chance(0.75)) {
    const rate = laborRate(t.labor.labor_id);
    labor = {
      time: Math.round(int(t.labor.minutes[0], t.labor.minutes[1]) / 15) * 15,
      data: {
        labor_id: rate.labor_id,
        title: rate.title,
        amount: rate.amount,
        display_text: 'Add {TITLE} installation for {AMOUNT}',
      },
    };
  }
  const stock: Record<string, number> = {};
  const stockKind = rand();
  for (let loc = 1; loc <= 6; loc++) {
    stock[String(loc)] = stockKind < 0.08 ? 0 : stockKind < 0.2 ? (loc === 1 ? int(1, 2) : 0) : int(0, 14);
  }
  const name = `${m.name.split(' ')[0]} ${baseName}`;
  const product: Product = {
    product_id: id,
    sku: `SPC-${pad(id, 5)}`,
    ean: ean13(`0${pad(int(10000000, 99999999), 8)}${pad(id, 3)}`),
    name,
    short_name: baseName,
    short_description: `${baseName} from ${m.name}. ${pick(['Direct bolt-on fit.', 'Backed by a limited lifetime warranty.', 'Built for daily drivers and work trucks.', 'Made from corrosion-resistant materials.', 'Shop favourite for quick installs.'])}`,
    description: `<p>The ${name} is engineered to meet or exceed original-equipment specifications.</p><ul><li>Part number ${mpn}</li><li>${pick(['Includes all mounting hardware', 'No drilling required', 'Pre-assembled for fast install', 'Tested for 100,000 miles'])}</li><li>${pick(['1-year warranty', '3-year warranty', 'Limited lifetime warranty'])}</li></ul>`,
    manufacturer: m.name,
    manufacturer_id: m.manufacturer_id,
    model: mpn,
    part_number: mpn,
    mpn,
    aaia: m.aaia,
    aaia_brand_code: m.aaia,
    category_id: cat.category_id,
    category_levels: [...t.path],
    price,
    special: null,
    special_text: '',
    instant_rebate: null,
    instant_rebate_name: '',
    is_new: chance(0.15),
    rating: chance(0.2) ? 0 : int(2, 5),
    reviews: 0,
    show_install_graphic: labor !== null && chance(0.4),
    disable_pricing: false,
    disable_pricing_notice: '',
    is_orderable: true,
    minimum: 1,
    requires_options: false,
    options: [],
    labor,
    is_package: false,
    is_package_component: false,
    package: null,
    included_in: [],
    stock,
    oos_text: '',
    weight: Math.round((0.5 + rand() * 60) * 10) / 10,
    dimensions: { length: int(4, 72), width: int(3, 30), height: int(2, 20) },
    taxable: true,
    thumbnails: { primary: `/image/product/${id}.svg`, cart: `/image/product/${id}.svg` },
    links: {
      view: `/index.php?route=product/product&product_id=${id}`,
      manufacturer: `/index.php?route=product/manufacturer/info&manufacturer_id=${m.manufacturer_id}`,
    },
    ...overrides,
  };
  product.reviews = product.rating === 0 ? 0 : int(1, 240);
  if (overrides.name) product.name = `${m.name.split(' ')[0]} ${overrides.name}`;
  products.push(product);
  return product;
}
const template = (leaf: string): Template => {
  const t = templates.find((x) => x.path[x.path.length - 1] === leaf);
  if (!t) throw new Error(leaf);
  return t;
};
const fixedLabor = (labor_id: number, time: number): Labor => {
  const rate = laborRate(labor_id);
  return {
    time,
    data: { labor_id, title: rate.title, amount: rate.amount, display_text: 'Add {TITLE} installation for {AMOUNT}' },
  };
};
/** Categories only the fixed products use (no random products are drawn from them). */
const fixedTemplates = {
  brakeKits: {
    path: ['Brakes', 'Brake Kits'],
    brands: ['IRBK'],
    names: ['Front Brake Upgrade Kit'],
    price: [299, 399],
  } satisfies Template,
  protection: {
    path: ['Wheels & Tires', 'Protection Plans'],
    brands: ['SMTS'],
    names: ['Road Hazard Protection Plan'],
    price: [29, 30],
  } satisfies Template,
};
const plenty = { '1': 12, '2': 8, '3': 5, '4': 9, '5': 4, '6': 7 };

// Fixed products 1-12: the cases tests and QA rely on.
makeProduct(template('Ceramic'), {
  name: 'Ceramic Front Brake Pad Set',
  price: 64.99,
  labor: fixedLabor(2, 60),
  stock: plenty,
  is_new: true,
  show_install_graphic: true,
});
makeProduct(template('Cat-Back Systems'), {
  name: 'Stainless Cat-Back Exhaust',
  price: 199.99,
  special: 169.99,
  special_text: 'Save 15%',
  stock: plenty,
  labor: fixedLabor(1, 90),
});
makeProduct(template('Light Bars'), {
  name: 'Custom LED Light Bar Kit',
  price: 249.99,
  requires_options: true,
  stock: plenty,
  labor: fixedLabor(3, 45),
  options: [
    option('select', 'Beam Pattern', true, [
      ['Spot', 0],
      ['Flood', 0],
      ['Combo', 12],
    ]),
    option('radio', 'Length', true, [
      ['20 in.', 0],
      ['30 in.', 40],
      ['40 in.', 80],
    ]),
    option('checkbox', 'Add-ons', false, [
      ['Wiring Harness', 24.99],
      ['Mounting Brackets', 19.99],
      ['Protective Cover', 9.99],
    ]),
    option('image', 'Housing Color', false, [
      ['Black', 0],
      ['Silver', 5],
    ]),
    option('text', 'Engraving Text', false),
    option('textarea', 'Installation Notes', false),
    option('date', 'Preferred Install Date', false),
    option('time', 'Preferred Install Time', false),
    option('datetime', 'Pickup Window', false),
  ],
});
makeProduct(template('Running Boards'), {
  name: 'Power Retractable Running Boards',
  price: 1899.99,
  disable_pricing: true,
  disable_pricing_notice: 'Call your local store for pricing',
  stock: plenty,
});
makeProduct(template('Wheels'), {
  name: '20x9 Machined Wheel',
  price: 0,
  disable_pricing: true,
  is_orderable: false,
  stock: plenty,
});
makeProduct(template('Lug Nuts'), {
  name: 'Chrome Acorn Lug Nut',
  price: 4.25,
  minimum: 4,
  stock: { '1': 200, '2': 120, '3': 0, '4': 80, '5': 64, '6': 40 },
});
makeProduct(template('Batteries'), {
  name: 'AGM Group 48 Battery',
  price: 219.99,
  stock: { '1': 1, '2': 1, '3': 0, '4': 0, '5': 0, '6': 0 },
  labor: fixedLabor(3, 30),
});
makeProduct(template('Class III'), {
  name: 'Class III 2 in. Receiver Hitch',
  price: 189.99,
  stock: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0 },
  oos_text: 'Ships in 5-7 business days',
});
makeProduct(fixedTemplates.brakeKits, {
  name: 'Front Brake Upgrade Kit',
  price: 329.99,
  special: 299.99,
  special_text: 'Save $30',
  stock: plenty,
  labor: fixedLabor(2, 120),
});
makeProduct(template('Drilled & Slotted'), { name: 'Drilled & Slotted Front Rotor Pair', price: 189.5, stock: plenty });
makeProduct(fixedTemplates.protection, {
  name: 'Road Hazard Protection Plan',
  price: 29.99,
  taxable: false,
  labor: null,
  stock: { '1': 999, '2': 999, '3': 999, '4': 999, '5': 999, '6': 999 },
  short_description: 'Covers tire repair or replacement for 3 years.',
});
makeProduct(template('Seat Covers'), {
  name: 'Neoprene Seat Covers',
  price: 249.99,
  requires_options: true,
  stock: plenty,
  options: [
    option('select', 'Row', true, [
      ['Front Row', 0],
      ['Rear Row', -20],
      ['Both Rows', 180],
    ]),
    option('radio', 'Color', true, [
      ['Black/Gray', 0],
      ['Black/Red', 10],
      ['Tan', 0],
    ]),
  ],
});
products[0]!.instant_rebate = 10;
products[0]!.instant_rebate_name = 'Spring Brake Rebate';

// Generated products 13-150.
while (products.length < 150) {
  const t = pick(templates);
  const p = makeProduct(t);
  const r = rand();
  if (r < 0.12) {
    p.special = Math.round(p.price * 0.85 * 100) / 100;
    p.special_text = 'Save 15%';
  } else if (r < 0.18) {
    p.special = Math.round((p.price - 10) * 100) / 100;
    p.special_text = 'Save $10';
  } else if (r < 0.22) {
    p.instant_rebate = pick([5, 10, 25]);
    p.instant_rebate_name = pick(['Mail-In Rebate', 'Instant Savings', 'Manufacturer Rebate']);
  }
  if (t.path.includes('Spark Plugs')) p.minimum = 4;
  if (t.path.includes('Mufflers') && chance(0.5)) p.minimum = 2;
  if (t.path.includes('Floor Mats') && chance(0.5)) {
    p.requires_options = true;
    p.options = [
      option('select', 'Color', true, [
        ['Black', 0],
        ['Gray', 0],
        ['Tan', 5],
      ]),
    ];
  } else if (t.path.includes('Running Boards') && chance(0.5)) {
    p.options = [
      option('select', 'Finish', false, [
        ['Black Powder Coat', 0],
        ['Polished', 60],
        ['Without Brackets', -40],
      ]),
    ];
  } else if (t.path.includes('Light Bars') && chance(0.5)) {
    p.options = [
      option('checkbox', 'Accessories', false, [
        ['Wiring Harness', 24.99],
        ['Switch Panel', 49.99],
      ]),
    ];
  } else if (t.path.includes('Wheels') && chance(0.3)) {
    p.requires_options = true;
    p.options = [
      option('radio', 'Offset', true, [
        ['+0 mm', 0],
        ['-12 mm', 0],
        ['+18 mm', 0],
      ]),
    ];
  }
}
products[98]!.disable_pricing = true;
products[98]!.disable_pricing_notice = '';

// Two brands, one part number (a counter scan of it finds both): TrailBond's trailer connector shares Torrent's MPN.
function shareMpn(fromId: number, toId: number) {
  const from = products[fromId - 1]!;
  const to = products[toId - 1]!;
  if (from.aaia === to.aaia) throw new Error('a shared MPN is across brands');
  to.description = to.description.replace(to.mpn, from.mpn);
  to.mpn = to.part_number = to.model = from.mpn;
}
shareMpn(110, 143);

// Packages: kits built from other products.
function kit(kitProduct: Product, components: [number, number][]) {
  kitProduct.is_package = true;
  kitProduct.package = {
    components: components.map(([productId, quantity]) => {
      const c = products[productId - 1];
      if (!c) throw new Error(String(productId));
      c.is_package_component = true;
      c.included_in.push({
        product_id: kitProduct.product_id,
        name: kitProduct.name,
        links: { view: kitProduct.links.view },
      });
      return {
        product_id: c.product_id,
        manufacturer: c.manufacturer,
        model: c.model,
        name: c.name,
        links: { view: c.links.view },
        quantity_in_kit: quantity,
      };
    }),
  };
}
kit(products[8]!, [
  [1, 1],
  [10, 1],
]);
const pickKits = products.filter((p) => p.product_id > 12 && !p.requires_options && !p.is_package);
for (const [kitIndex, size] of [
  [20, 2],
  [45, 3],
  [77, 4],
  [110, 3],
] as const) {
  const k = products[kitIndex]!;
  if (k.requires_options) continue;
  const components: [number, number][] = [];
  while (components.length < size) {
    const c = pick(pickKits);
    if (c.product_id !== k.product_id && !components.some(([id]) => id === c.product_id))
      components.push([c.product_id, int(1, 2)]);
  }
  k.name = `${k.name} Install Kit`;
  kit(k, components);
}
// Products 1 and 6 also sit in a service kit, so product 1 shows two packages.
kit(products[140]!, [
  [1, 2],
  [6, 4],
]);
products[140]!.name = `${products[140]!.manufacturer.split(' ')[0]} Brake & Wheel Service Kit`;
for (const p of products) for (const ref of p.included_in) ref.name = products[ref.product_id - 1]!.name;
for (const p of products)
  if (p.package) for (const c of p.package.components) c.name = products[c.product_id - 1]!.name;

// ---------- Vehicles ----------
const years = Array.from({ length: 2026 - 1995 + 1 }, (_, i) => 2026 - i);
const makes = [
  [1, 'Chevrolet'],
  [2, 'Ford'],
  [3, 'GMC'],
  [4, 'Jeep'],
  [5, 'Ram'],
  [6, 'Toyota'],
  [7, 'Honda'],
  [8, 'Nissan'],
  [9, 'Subaru'],
  [10, 'Dodge'],
].map(([MakeID, MakeName]) => ({ MakeID: MakeID as number, MakeName: MakeName as string }));
const engineMfrs = [
  [1, 'GM'],
  [2, 'Ford'],
  [3, 'Stellantis'],
  [4, 'Toyota'],
  [5, 'Honda'],
  [6, 'Nissan'],
  [7, 'Subaru'],
].map(([EngineMfrID, EngineMfrName]) => ({
  EngineMfrID: EngineMfrID as number,
  EngineMfrName: EngineMfrName as string,
}));
const familyDefs: [number, string, string[]][] = [
  [1, 'Vortec', ['4.8L V8', '5.3L V8', '6.0L V8']],
  [1, 'EcoTec3', ['4.3L V6', '5.3L V8', '6.2L V8']],
  [1, 'Duramax', ['6.6L V8 Diesel', '3.0L I6 Diesel']],
  [2, 'Modular', ['4.6L V8', '5.4L V8']],
  [2, 'Coyote', ['5.0L V8']],
  [2, 'EcoBoost', ['2.3L I4 Turbo', '2.7L V6 Turbo', '3.5L V6 Turbo']],
  [2, 'Power Stroke', ['6.7L V8 Diesel']],
  [3, 'HEMI', ['5.7L V8', '6.4L V8']],
  [3, 'Pentastar', ['3.6L V6']],
  [3, 'PowerTech', ['4.0L I6', '4.7L V8']],
  [4, 'GR', ['4.0L V6']],
  [4, 'UR', ['4.6L V8', '5.7L V8']],
  [4, 'AR', ['2.7L I4']],
  [4, 'i-FORCE', ['3.4L V6 Twin Turbo', '2.4L I4 Turbo']],
  [5, 'J-Series', ['3.5L V6']],
  [5, 'K-Series', ['2.4L I4']],
  [6, 'VQ', ['3.5L V6', '4.0L V6']],
  [6, 'VK', ['5.6L V8']],
  [7, 'FB', ['2.5L H4']],
  [7, 'EJ', ['2.5L H4 Turbo']],
];
const engineFamilies: VehiclesSeed['engine_families'] = [];
const engineSizes: VehiclesSeed['engine_sizes'] = [];
familyDefs.forEach(([mfr, familyName, sizes], i) => {
  const EngineFamilyID = 101 + i;
  engineFamilies.push({ EngineFamilyID, EngineMfrID: mfr, EngineFamilyName: familyName });
  for (const size of sizes)
    engineSizes.push({ EngineSizeID: 1001 + engineSizes.length, EngineFamilyID, EngineSizeName: size });
});
const sizesOf = (...families: string[]) =>
  engineSizes
    .filter((s) =>
      families.includes(engineFamilies.find((f) => f.EngineFamilyID === s.EngineFamilyID)?.EngineFamilyName ?? ''),
    )
    .map((s) => s.EngineSizeID);

const TRUCK_BEDS = ['5 ft. 8 in.', '6 ft. 6 in.', '8 ft.'];
const modelDefs: [number, string, number, number, string[], string[], boolean, string[]][] = [
  // make, model, from, to, sub models, body types, truck, engine families
  [
    1,
    'Silverado 1500',
    1999,
    2026,
    ['WT', 'Custom', 'LT', 'RST', 'LTZ', 'High Country'],
    ['Regular Cab', 'Double Cab', 'Crew Cab'],
    true,
    ['Vortec', 'EcoTec3'],
  ],
  [1, 'Tahoe', 1995, 2026, ['LS', 'LT', 'Z71', 'Premier'], ['SUV'], false, ['Vortec', 'EcoTec3']],
  [1, 'Colorado', 2004, 2026, ['WT', 'LT', 'Z71', 'ZR2'], ['Extended Cab', 'Crew Cab'], true, ['EcoTec3', 'Duramax']],
  [1, 'Camaro', 1995, 2024, ['LS', 'LT', 'SS', 'ZL1'], ['Coupe', 'Convertible'], false, ['EcoTec3']],
  [
    2,
    'F-150',
    1995,
    2026,
    ['XL', 'XLT', 'Lariat', 'King Ranch', 'Platinum', 'Raptor'],
    ['Regular Cab', 'SuperCab', 'SuperCrew'],
    true,
    ['Modular', 'Coyote', 'EcoBoost'],
  ],
  [
    2,
    'Mustang',
    1995,
    2026,
    ['EcoBoost', 'GT', 'Mach 1', 'Shelby GT500'],
    ['Coupe', 'Convertible'],
    false,
    ['Modular', 'Coyote', 'EcoBoost'],
  ],
  [
    2,
    'F-250 Super Duty',
    1999,
    2026,
    ['XL', 'XLT', 'Lariat'],
    ['Regular Cab', 'SuperCab', 'Crew Cab'],
    true,
    ['Modular', 'Power Stroke'],
  ],
  [2, 'Bronco', 2021, 2026, ['Base', 'Big Bend', 'Badlands', 'Wildtrak'], ['2-Door', '4-Door'], false, ['EcoBoost']],
  [
    3,
    'Sierra 1500',
    1999,
    2026,
    ['Pro', 'SLE', 'Elevation', 'SLT', 'AT4', 'Denali'],
    ['Regular Cab', 'Double Cab', 'Crew Cab'],
    true,
    ['Vortec', 'EcoTec3'],
  ],
  [3, 'Yukon', 1995, 2026, ['SLE', 'SLT', 'Denali'], ['SUV'], false, ['Vortec', 'EcoTec3']],
  [3, 'Canyon', 2004, 2026, ['Elevation', 'AT4', 'Denali'], ['Extended Cab', 'Crew Cab'], true, ['EcoTec3']],
  [4, 'Wrangler', 1997, 2026, ['Sport', 'Sahara', 'Rubicon'], ['2-Door', '4-Door'], false, ['PowerTech', 'Pentastar']],
  [
    4,
    'Grand Cherokee',
    1995,
    2026,
    ['Laredo', 'Limited', 'Overland', 'Summit', 'Trailhawk'],
    ['SUV'],
    false,
    ['PowerTech', 'Pentastar', 'HEMI'],
  ],
  [4, 'Gladiator', 2020, 2026, ['Sport', 'Overland', 'Rubicon', 'Mojave'], ['Crew Cab'], true, ['Pentastar']],
  [
    5,
    '1500',
    2011,
    2026,
    ['Tradesman', 'Big Horn', 'Laramie', 'Rebel', 'Limited'],
    ['Regular Cab', 'Quad Cab', 'Crew Cab'],
    true,
    ['HEMI', 'Pentastar'],
  ],
  [
    5,
    '2500',
    2011,
    2026,
    ['Tradesman', 'Big Horn', 'Laramie', 'Power Wagon'],
    ['Regular Cab', 'Crew Cab', 'Mega Cab'],
    true,
    ['HEMI'],
  ],
  [
    6,
    'Tacoma',
    1995,
    2026,
    ['SR', 'SR5', 'TRD Sport', 'TRD Off-Road', 'TRD Pro'],
    ['Regular Cab', 'Access Cab', 'Double Cab'],
    true,
    ['AR', 'GR', 'i-FORCE'],
  ],
  [6, '4Runner', 1996, 2026, ['SR5', 'TRD Off-Road', 'Limited', 'TRD Pro'], ['SUV'], false, ['GR', 'UR', 'i-FORCE']],
  [
    6,
    'Tundra',
    2000,
    2026,
    ['SR', 'SR5', 'Limited', 'Platinum', '1794 Edition', 'TRD Pro'],
    ['Regular Cab', 'Double Cab', 'CrewMax'],
    true,
    ['UR', 'i-FORCE'],
  ],
  [6, 'Camry', 1995, 2026, ['LE', 'SE', 'XLE', 'XSE'], ['Sedan'], false, ['AR', 'GR']],
  [7, 'Civic', 1995, 2026, ['LX', 'Sport', 'EX', 'Si', 'Type R'], ['Sedan', 'Coupe', 'Hatchback'], false, ['K-Series']],
  [7, 'Pilot', 2003, 2026, ['LX', 'EX-L', 'TrailSport', 'Elite'], ['SUV'], false, ['J-Series']],
  [7, 'Ridgeline', 2006, 2026, ['Sport', 'RTL', 'Black Edition'], ['Crew Cab'], true, ['J-Series']],
  [8, 'Frontier', 1998, 2026, ['S', 'SV', 'PRO-4X'], ['King Cab', 'Crew Cab'], true, ['VQ']],
  [8, 'Titan', 2004, 2024, ['S', 'SV', 'PRO-4X', 'Platinum Reserve'], ['King Cab', 'Crew Cab'], true, ['VK']],
  [9, 'Outback', 1995, 2026, ['Base', 'Premium', 'Limited', 'Wilderness'], ['Wagon'], false, ['FB', 'EJ']],
  [9, 'WRX', 2002, 2026, ['Base', 'Premium', 'GT'], ['Sedan'], false, ['EJ']],
  [10, 'Charger', 2006, 2023, ['SXT', 'GT', 'R/T', 'Scat Pack'], ['Sedan'], false, ['Pentastar', 'HEMI']],
  [10, 'Durango', 1998, 2026, ['SXT', 'GT', 'R/T', 'SRT'], ['SUV'], false, ['Pentastar', 'HEMI']],
];
let subModelId = 1;
const bodyTypeIds = new Map<string, number>();
const models: VehicleModel[] = modelDefs.map(
  ([MakeID, ModelName, year_from, year_to, subs, bodies, truck, families], i) => ({
    ModelID: 201 + i,
    MakeID,
    ModelName,
    year_from,
    year_to,
    sub_models: subs.map((SubModelName) => ({ SubModelID: subModelId++, SubModelName })),
    body_types: bodies.map((BodyTypeName) => {
      if (!bodyTypeIds.has(BodyTypeName)) bodyTypeIds.set(BodyTypeName, bodyTypeIds.size + 1);
      return { BodyTypeID: bodyTypeIds.get(BodyTypeName) ?? 0, BodyTypeName };
    }),
    bed_lengths: truck ? TRUCK_BEDS.map((BedLengthName, b) => ({ BedLengthID: b + 1, BedLengthName })) : [],
    engine_size_ids: sizesOf(...families),
  }),
);
const popularNames: Record<string, string[]> = {
  Chevrolet: ['Silverado 1500', 'Tahoe'],
  Ford: ['F-150', 'Mustang'],
  GMC: ['Sierra 1500', 'Yukon'],
  Jeep: ['Wrangler', 'Grand Cherokee'],
  Ram: ['1500'],
  Toyota: ['Tacoma', '4Runner', 'Tundra'],
};
const popular = Object.entries(popularNames).map(([makeName, modelNames]) => {
  const make = makes.find((m) => m.MakeName === makeName)!;
  return {
    MakeID: make.MakeID,
    MakeName: make.MakeName,
    models: modelNames
      .map((n) => models.find((m) => m.MakeID === make.MakeID && m.ModelName === n)!)
      .map((m) => ({ ModelID: m.ModelID, ModelName: m.ModelName })),
  };
});
const vehicles: VehiclesSeed = {
  years,
  makes,
  models,
  engine_mfrs: engineMfrs,
  engine_families: engineFamilies,
  engine_sizes: engineSizes,
  popular,
};

// ---------- Fitment ----------
const universalLeaves = [
  'Light Bars',
  'Trailer Wiring',
  'Brake Controllers',
  'Lug Nuts',
  'Protection Plans',
  'Seat Covers',
  'Floor Mats',
  'Batteries',
];
const engineLeaves = ['Synthetic Media', 'Air Filters', 'Spark Plugs', 'Cold Air Intakes'];
const trucks = models.filter((m) => m.bed_lengths.length > 0);
const fitment: FitmentRule[] = products.map((p) => {
  const leaf = p.category_levels[p.category_levels.length - 1] ?? '';
  const rule: FitmentRule = {
    product_id: p.product_id,
    aaia: p.aaia,
    mpn: p.mpn,
    type: 'vehicle',
    vehicles: [],
    engines: [],
    notes: '',
  };
  if (p.product_id === 8 || (p.product_id > 12 && chance(0.08))) {
    rule.type = 'unknown';
    rule.notes = 'Fitment data not yet available from the manufacturer.';
  } else if (universalLeaves.includes(leaf)) {
    rule.type = 'universal';
    rule.notes = 'Universal fit.';
  } else if (engineLeaves.includes(leaf)) {
    rule.type = 'engine';
    const count = int(1, 3);
    for (let i = 0; i < count; i++) {
      const size = pick(engineSizes);
      const family = engineFamilies.find((f) => f.EngineFamilyID === size.EngineFamilyID)!;
      rule.engines.push({
        EngineMfrID: family.EngineMfrID,
        EngineFamilyID: family.EngineFamilyID,
        ...(chance(0.6) ? { EngineSizeID: [size.EngineSizeID] } : {}),
      });
    }
  } else {
    const pool = leaf === 'Hard Folding' ? trucks : models;
    const count = p.product_id <= 12 ? 3 : int(1, 4);
    const chosen = new Set<VehicleModel>();
    if (p.product_id <= 12) {
      // Fixed products fit the popular trucks, so QA can predict results.
      for (const name of ['Silverado 1500', 'F-150', 'Tacoma']) chosen.add(models.find((m) => m.ModelName === name)!);
    }
    while (chosen.size < count) chosen.add(pick(pool));
    for (const m of chosen) {
      const from = Math.max(m.year_from, pick([m.year_from, 2007, 2014, 2019]));
      const to = Math.min(m.year_to, from + int(4, 12));
      const r: FitmentRule['vehicles'][number] = {
        MakeID: m.MakeID,
        ModelID: m.ModelID,
        year_from: from,
        year_to: Math.max(from, to),
      };
      if (leaf === 'Hard Folding' && m.bed_lengths.length) r.BedLengthID = [pick(m.bed_lengths).BedLengthID];
      else if ((leaf === 'Leveling Kits' || leaf === 'Running Boards') && chance(0.5))
        r.SubModelID = m.sub_models.slice(0, int(1, 3)).map((s) => s.SubModelID);
      rule.vehicles.push(r);
    }
  }
  return rule;
});

// ---------- Locations ----------
const locations: Location[] = [
  ['Summit Parts Co. - Downtown Columbus', '245 N High St', 'Columbus', '43215', 39.9653, -83.0005, '(614) 555-0142'],
  ['Summit Parts Co. - Dublin', '6600 Perimeter Loop Rd', 'Dublin', '43017', 40.0995, -83.1545, '(614) 555-0187'],
  ['Summit Parts Co. - Westerville', '720 S State St', 'Westerville', '43081', 40.1145, -82.9297, '(614) 555-0119'],
  ['Summit Parts Co. - Grove City', '3900 Broadway', 'Grove City', '43123', 39.8781, -83.0736, '(614) 555-0164'],
  ['Summit Parts Co. - Reynoldsburg', '7400 E Main St', 'Reynoldsburg', '43068', 39.9548, -82.8046, '(614) 555-0131'],
  ['Summit Parts Co. - Hilliard', '4050 Main St', 'Hilliard', '43026', 40.0334, -83.1583, '(614) 555-0176'],
].map(([name, address, city, zip, lat, lng, phone], i) => ({
  location_id: i + 1,
  name: String(name),
  location_name: String(name),
  address: String(address),
  city: String(city),
  state: 'OH',
  zip: String(zip),
  lat: Number(lat),
  lng: Number(lng),
  email_address: `${String(city).toLowerCase().replace(/\s+/g, '')}@summitparts.example`,
  phone: String(phone),
}));

// ---------- Customers ----------
const WMI: Record<string, string> = {
  Chevrolet: '1GC',
  Ford: '1FT',
  GMC: '1GT',
  Jeep: '1C4',
  Ram: '1C6',
  Toyota: '5TF',
  Honda: '5FN',
  Nissan: '1N6',
  Subaru: '4S4',
  Dodge: '2C3',
};
function makeVin(makeName: string, year: number): string {
  let vds = '';
  for (let i = 0; i < 5; i++) vds += pick([...VIN_CHARS.slice(10)]);
  const serial = pad(int(0, 999999), 6);
  const draft = `${WMI[makeName] ?? '1XX'}${vds}0${modelYearCode(year)}${pick(['A', 'F', 'G', 'K', 'N', 'Z'])}${serial}`;
  return draft.slice(0, 8) + vinCheckDigit(draft) + draft.slice(9);
}
const ymmField = (
  api_field: string,
  api_value: string | number,
  label_field: string,
  label_value: string | number,
) => ({ api_field, api_value: String(api_value), label_field, label_value: String(label_value) });
const people = [
  ['Dana', 'Whitfield'],
  ['Marcus', 'Okafor'],
  ['Priya', 'Raman'],
  ['Tom', 'Kowalski'],
  ['Lena', 'Fischer'],
  ['Jamal', 'Brooks'],
  ['Rosa', 'Delgado'],
  ['Kevin', 'Nguyen'],
  ['Hannah', 'Schultz'],
  ['Derek', 'Lambert'],
  ['Aisha', 'Coleman'],
  ['Bill', 'Hartman'],
];
let vehicleId = 1;
const customers: Customer[] = people.map(([firstname, lastname], i) => {
  const customer_id = 1 + i;
  const vehicleCount = i === 11 ? 0 : int(1, 3);
  const own: CustomerVehicle[] = [];
  for (let v = 0; v < vehicleCount; v++) {
    const model = i < 6 ? pick(trucks) : pick(models);
    const make = makes.find((m) => m.MakeID === model.MakeID)!;
    const year = int(Math.max(2005, model.year_from), model.year_to);
    const title = v === 0 ? 'Daily Driver' : pick(['Work Truck', 'Weekend Toy', 'Tow Rig', "Kid's Car"]);
    own.push({
      vehicle_id: vehicleId++,
      customer_id,
      title,
      vin: makeVin(make.MakeName, year),
      notes: pick([
        '',
        '',
        'Aftermarket wheels installed.',
        'Check lift height before ordering shocks.',
        'Customer prefers OEM-style parts.',
      ]),
      display: `${year} ${make.MakeName} ${model.ModelName}`,
      ymm_data: {
        Year: ymmField('Year', year, 'Year', year),
        MakeID: ymmField('MakeID', make.MakeID, 'MakeName', make.MakeName),
        ModelID: ymmField('ModelID', model.ModelID, 'ModelName', model.ModelName),
      },
    });
  }
  const pro = i % 4 === 1;
  return {
    customer_id,
    firstname: firstname ?? '',
    lastname: lastname ?? '',
    email: `${(firstname ?? '').toLowerCase()}.${(lastname ?? '').toLowerCase()}@example.com`,
    telephone: `(614) 555-${pad(200 + i * 37, 4)}`,
    customer_group_id: pro ? 2 : 1,
    is_pro: pro,
    store_credit: i % 3 === 0 ? int(1, 20) * 5 : 0,
    texting_alerts: chance(0.5),
    date_added: `2025-${pad(int(1, 12), 2)}-${pad(int(1, 28), 2)} 10:${pad(int(0, 59), 2)}:00`,
    vehicles: own,
  };
});

// ---------- Orders ----------
const buyable = products.filter((p) => !p.disable_pricing && !p.requires_options);
let orderProductId = 1;
let transactionId = 1;
const orders: Order[] = Array.from({ length: 25 }, (_, i): Order => {
  const status = STATUS_CYCLE[i % STATUS_CYCLE.length]!;
  const c = customers[i % customers.length]!;
  const month = 1 + Math.floor(i / 3);
  const date = `2026-${pad(Math.min(month, 12), 2)}-${pad(int(1, 28), 2)}`;
  const lines: OrderProduct[] = [];
  const lineCount = int(1, 4);
  for (let l = 0; l < lineCount; l++) {
    const p = pick(buyable);
    const quantity = Math.max(p.minimum, int(1, 2));
    const unit = toCents(p.special ?? p.price);
    lines.push({
      order_product_id: orderProductId++,
      product_id: p.product_id,
      name: p.name,
      model: p.model,
      option: [],
      quantity,
      price: unit / 100,
      total: (unit * quantity) / 100,
      po_number: '',
    });
  }
  const subCents = lines.reduce((s, l) => s + toCents(l.total), 0);
  const taxCents = percentOf(subCents, 7.5);
  const totalCents = subCents + taxCents;
  const transactions: Transaction[] = [];
  const when = `${date} ${pad(int(9, 18), 2)}:${pad(int(0, 59), 2)}:00`;
  const tx = (type: Transaction['transaction_type'], cents: number, txStatus: Transaction['status']): Transaction => ({
    transaction_id: transactionId++,
    transaction_type: type,
    amount: cents / 100,
    status: txStatus,
    transaction_label: `${type === 'store_credit' ? 'Store Credit' : type[0]!.toUpperCase() + type.slice(1)} payment`,
    date_added: when,
  });
  if (status === 'complete') transactions.push(tx(pick(['card', 'cash', 'check'] as const), totalCents, 'complete'));
  if (status === 'outstanding_balance')
    transactions.push(tx(pick(['card', 'cash', 'store_credit'] as const), Math.round(totalCents / 2), 'complete'));
  if (status === 'Voided') transactions.push(tx('card', totalCents, 'void'));
  const paid = transactions.filter((t) => t.status === 'complete').reduce((s, t) => s + toCents(t.amount), 0);
  return {
    order_id: 1001 + i,
    date_added: when,
    customer_id: c.customer_id,
    customer: `${c.firstname} ${c.lastname}`,
    email: c.email,
    telephone: c.telephone,
    pos_status: status,
    status: STATUS_TEXT[status],
    cashier: pick(['Alex Moreno', 'Jordan Price', 'Sam Patel']),
    location_id: int(1, 6),
    products: lines,
    ...orderMoney(subCents, taxCents, paid),
    transactions,
  };
});

// ---------- Write ----------
/** Pretty enough to read, compact enough to stay small: one record per line. */
function serialize(data: Record<string, unknown>): string {
  const parts = Object.entries(data).map(([key, value]) => {
    if (Array.isArray(value)) {
      const rows = value.map((row) => ` ${JSON.stringify(row)}`);
      return `"${key}": [\n${rows.join(',\n')}\n]`;
    }
    return `"${key}": ${JSON.stringify(value)}`;
  });
  return `{\n${parts.join(',\n')}\n}\n`;
}
const dir = join(process.env.PARTS_ROOT ?? process.cwd(), 'demo-pages', 'seed');
const productsSeed: ProductsSeed = { manufacturers, categories, products };
const files: Record<string, Record<string, unknown>> = {
  'products.json': { ...productsSeed, labor_rates: LABOR_RATES },
  'vehicles.json': { ...vehicles },
  'fitment.json': { fitment },
  'locations.json': { locations },
  'customers.json': { customers },
  'orders.json': { orders },
};
for (const [file, data] of Object.entries(files)) {
  const text = serialize(data);
  writeFileSync(join(dir, file), text);
  console.log(`${file}: ${(text.length / 1024).toFixed(1)} KB`);
}
