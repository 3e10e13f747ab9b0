/** Real places for the demo stores: city centre coordinates, region, a postal code, shop sites. */
export interface City {
  readonly city: string;
  readonly region: string;
  readonly country: string;
  readonly postalCode: string;
  readonly lat: number;
  readonly lng: number;
  readonly timeZone: string;
  readonly phonePrefix: string;
  /** Shopping districts or centres, one store each. */
  readonly sites: readonly string[];
}

const us = (
  city: string,
  region: string,
  postalCode: string,
  lat: number,
  lng: number,
  timeZone: string,
  phonePrefix: string,
  sites: string[],
): City => ({ city, region, country: 'US', postalCode, lat, lng, timeZone, phonePrefix, sites });

const ET = 'America/New_York';
const CT = 'America/Chicago';
const MT = 'America/Denver';
const PT = 'America/Los_Angeles';

export const US_CITIES: readonly City[] = [
  us('New York', 'NY', '10020', 40.7587, -73.9787, ET, '212', [
    'Rockefeller Center',
    'SoHo',
    'Chelsea',
    'Upper West Side',
  ]),
  us('Brooklyn', 'NY', '11201', 40.6928, -73.9903, ET, '718', ['Williamsburg', 'Brooklyn Heights']),
  us('Philadelphia', 'PA', '19103', 39.9496, -75.1703, ET, '215', [
    'Rittenhouse Square',
    'Chestnut Hill',
  ]),
  us('Boston', 'MA', '02116', 42.3496, -71.0794, ET, '617', ['Newbury Street', 'Seaport']),
  us('Cambridge', 'MA', '02138', 42.3736, -71.119, ET, '617', ['Harvard Square']),
  us('Washington', 'DC', '20007', 38.9055, -77.063, ET, '202', ['Georgetown', 'CityCenterDC']),
  us('Baltimore', 'MD', '21231', 39.2825, -76.5926, ET, '410', ['Harbor East']),
  us('Pittsburgh', 'PA', '15206', 40.4598, -79.9239, ET, '412', ['Shadyside']),
  us('Atlanta', 'GA', '30305', 33.838, -84.3797, ET, '404', ['Buckhead', 'Ponce City Market']),
  us('Charlotte', 'NC', '28207', 35.187, -80.8254, ET, '704', ['SouthPark']),
  us('Raleigh', 'NC', '27608', 35.8034, -78.6543, ET, '919', ['North Hills']),
  us('Nashville', 'TN', '37215', 36.1047, -86.8153, CT, '615', ['Green Hills', '12 South']),
  us('Miami', 'FL', '33137', 25.8127, -80.1931, ET, '305', ['Design District', 'Brickell']),
  us('Orlando', 'FL', '32789', 28.5975, -81.3515, ET, '407', ['Winter Park']),
  us('Tampa', 'FL', '33609', 27.9429, -82.5237, ET, '813', ['Hyde Park Village']),
  us('Chicago', 'IL', '60611', 41.8945, -87.6243, CT, '312', [
    'Michigan Avenue',
    'Lincoln Park',
    'Wicker Park',
  ]),
  us('Evanston', 'IL', '60201', 42.0467, -87.6814, CT, '847', ['Sherman Avenue']),
  us('Minneapolis', 'MN', '55416', 44.9485, -93.3285, CT, '612', ['Uptown', 'Edina Galleria']),
  us('Detroit', 'MI', '48226', 42.335, -83.0497, ET, '313', ['Downtown Detroit']),
  us('Columbus', 'OH', '43215', 39.975, -83.0033, ET, '614', ['Short North']),
  us('Cincinnati', 'OH', '45209', 39.1562, -84.4283, ET, '513', ['Rookwood Commons']),
  us('Indianapolis', 'IN', '46240', 39.9114, -86.1078, ET, '317', ['Keystone at the Crossing']),
  us('St. Louis', 'MO', '63124', 38.6426, -90.3482, CT, '314', ['Plaza Frontenac']),
  us('Kansas City', 'MO', '64112', 39.0398, -94.5922, CT, '816', ['Country Club Plaza']),
  us('Austin', 'TX', '78701', 30.2672, -97.7431, CT, '512', [
    '2nd Street District',
    'Domain Northside',
  ]),
  us('Dallas', 'TX', '75205', 32.8347, -96.8042, CT, '214', [
    'Highland Park Village',
    'NorthPark Center',
  ]),
  us('Houston', 'TX', '77056', 29.7392, -95.4617, CT, '713', ['River Oaks', 'Uptown Park']),
  us('San Antonio', 'TX', '78216', 29.5193, -98.4958, CT, '210', ['The Pearl']),
  us('Denver', 'CO', '80206', 39.7194, -104.9533, MT, '303', ['Cherry Creek', 'Larimer Square']),
  us('Boulder', 'CO', '80302', 40.0176, -105.2797, MT, '303', ['Pearl Street']),
  us('Salt Lake City', 'UT', '84101', 40.7674, -111.894, MT, '801', ['City Creek Center']),
  us('Phoenix', 'AZ', '85016', 33.5089, -112.028, 'America/Phoenix', '602', [
    'Biltmore Fashion Park',
  ]),
  us('Scottsdale', 'AZ', '85251', 33.5014, -111.9261, 'America/Phoenix', '480', [
    'Scottsdale Quarter',
  ]),
  us('Las Vegas', 'NV', '89109', 36.1215, -115.1698, PT, '702', ['The Forum Shops']),
  us('Los Angeles', 'CA', '90036', 34.0722, -118.3569, PT, '323', [
    'The Grove',
    'Abbot Kinney',
    'Silver Lake',
  ]),
  us('Santa Monica', 'CA', '90401', 34.0157, -118.496, PT, '310', ['Third Street Promenade']),
  us('Pasadena', 'CA', '91101', 34.1457, -118.1507, PT, '626', ['Old Pasadena']),
  us('San Diego', 'CA', '92122', 32.8705, -117.21, PT, '858', ['UTC La Jolla', 'Little Italy']),
  us('Newport Beach', 'CA', '92660', 33.6163, -117.8765, PT, '949', ['Fashion Island']),
  us('San Francisco', 'CA', '94108', 37.7879, -122.4075, PT, '415', [
    'Union Square',
    'Hayes Valley',
  ]),
  us('Palo Alto', 'CA', '94304', 37.4432, -122.171, PT, '650', ['Stanford Shopping Center']),
  us('Berkeley', 'CA', '94710', 37.8716, -122.2727, PT, '510', ['Fourth Street']),
  us('Portland', 'OR', '97209', 45.5289, -122.6825, PT, '503', ['Pearl District']),
  us('Seattle', 'WA', '98101', 47.6114, -122.3369, PT, '206', [
    'Pacific Place',
    'University Village',
    'Capitol Hill',
  ]),
  us('Honolulu', 'HI', '96814', 21.2911, -157.8436, 'Pacific/Honolulu', '808', [
    'Ala Moana Center',
  ]),
  us('Greenwich', 'CT', '06830', 41.0262, -73.6282, ET, '203', ['Greenwich Avenue']),
  us('Princeton', 'NJ', '08542', 40.3502, -74.6592, ET, '609', ['Palmer Square']),
  us('Short Hills', 'NJ', '07078', 40.7394, -74.3645, ET, '973', ['The Mall at Short Hills']),
  us('Glen Mills', 'PA', '19342', 39.8913, -75.511, ET, '610', ['Glen Mills Garden Center']),
  us('Westport', 'CT', '06880', 41.1415, -73.3579, ET, '203', ['Westport Garden Center']),
  us('Charleston', 'SC', '29401', 32.7787, -79.9312, ET, '843', ['King Street']),
  us('Savannah', 'GA', '31401', 32.079, -81.0921, ET, '912', ['Broughton Street']),
  us('New Orleans', 'LA', '70130', 29.9275, -90.081, CT, '504', ['Magazine Street']),
  us('Madison', 'WI', '53703', 43.0747, -89.3842, CT, '608', ['State Street']),
];

const abroad = (
  city: string,
  region: string,
  country: string,
  postalCode: string,
  lat: number,
  lng: number,
  timeZone: string,
  phonePrefix: string,
  sites: string[],
): City => ({ city, region, country, postalCode, lat, lng, timeZone, phonePrefix, sites });

export const CITIES_ABROAD: readonly City[] = [
  abroad('Toronto', 'ON', 'CA', 'M5R 2E3', 43.6708, -79.3936, 'America/Toronto', '416', [
    'Yorkville',
    'Yorkdale',
    'Queen Street West',
  ]),
  abroad('Vancouver', 'BC', 'CA', 'V6E 1J4', 49.2849, -123.1226, 'America/Vancouver', '604', [
    'Robson Street',
    'Oakridge Park',
  ]),
  abroad('Montreal', 'QC', 'CA', 'H3G 1Z7', 45.4989, -73.5746, 'America/Toronto', '514', [
    'Rue Sainte-Catherine',
  ]),
  abroad('Calgary', 'AB', 'CA', 'T2S 3C3', 51.0309, -114.0719, 'America/Edmonton', '403', [
    'Chinook Centre',
  ]),
  abroad('Ottawa', 'ON', 'CA', 'K1N 9J7', 45.4266, -75.6923, 'America/Toronto', '613', [
    'Rideau Centre',
  ]),
  abroad('London', 'England', 'GB', 'W1B 5AH', 51.5142, -0.143, 'Europe/London', '020', [
    'Regent Street',
    "King's Road",
    'Covent Garden',
    'Westfield White City',
  ]),
  abroad('Manchester', 'England', 'GB', 'M1 1AD', 53.4808, -2.2426, 'Europe/London', '0161', [
    'King Street',
  ]),
  abroad('Edinburgh', 'Scotland', 'GB', 'EH2 2AD', 55.9533, -3.1883, 'Europe/London', '0131', [
    'George Street',
  ]),
  abroad('Bristol', 'England', 'GB', 'BS1 3XD', 51.4545, -2.5879, 'Europe/London', '0117', [
    'Cabot Circus',
  ]),
  abroad('Bath', 'England', 'GB', 'BA1 1SU', 51.3811, -2.359, 'Europe/London', '01225', [
    'Milsom Street',
  ]),
  abroad('Paris', 'Île-de-France', 'FR', '75003', 48.8629, 2.3605, 'Europe/Paris', '01', [
    'Le Marais',
    'Saint-Germain-des-Prés',
  ]),
  abroad('Lyon', 'Auvergne-Rhône-Alpes', 'FR', '69002', 45.7597, 4.833, 'Europe/Paris', '04', [
    'Presqu’île',
  ]),
  abroad('Berlin', 'Berlin', 'DE', '10117', 52.5163, 13.3889, 'Europe/Berlin', '030', [
    'Mitte',
    'Kurfürstendamm',
  ]),
  abroad('Munich', 'Bayern', 'DE', '80331', 48.1374, 11.5755, 'Europe/Berlin', '089', [
    'Maximilianstraße',
  ]),
  abroad('Hamburg', 'Hamburg', 'DE', '20354', 53.5534, 9.9921, 'Europe/Berlin', '040', [
    'Neuer Wall',
  ]),
  abroad('Madrid', 'Madrid', 'ES', '28001', 40.4251, -3.6838, 'Europe/Madrid', '91', [
    'Salamanca',
    'Gran Vía',
  ]),
  abroad('Barcelona', 'Cataluña', 'ES', '08008', 41.3917, 2.1649, 'Europe/Madrid', '93', [
    'Passeig de Gràcia',
  ]),
  abroad('Milan', 'Lombardia', 'IT', '20121', 45.4685, 9.1824, 'Europe/Rome', '02', [
    'Brera',
    'Corso Como',
  ]),
  abroad('Rome', 'Lazio', 'IT', '00187', 41.9028, 12.4964, 'Europe/Rome', '06', ['Via del Corso']),
  abroad('Florence', 'Toscana', 'IT', '50123', 43.7711, 11.2486, 'Europe/Rome', '055', [
    'Via de’ Tornabuoni',
  ]),
];

/** Street names per country, for store addresses. */
export const STREETS: Readonly<Record<string, readonly string[]>> = {
  US: [
    'Main Street',
    'Market Street',
    'Walnut Street',
    'Broadway',
    'Elm Street',
    'Park Avenue',
    'Maple Avenue',
    'Oak Street',
    'Washington Street',
    'Center Street',
  ],
  CA: [
    'King Street West',
    'Bloor Street West',
    'Robson Street',
    'Yonge Street',
    'Rue Sainte-Catherine Ouest',
  ],
  GB: ['High Street', 'Regent Street', 'King Street', 'Church Street', 'Market Place'],
  FR: [
    'Rue de Rivoli',
    'Rue des Francs-Bourgeois',
    'Boulevard Saint-Germain',
    'Rue de la République',
  ],
  DE: ['Friedrichstraße', 'Maximilianstraße', 'Neuer Wall', 'Hauptstraße'],
  ES: ['Calle de Serrano', 'Passeig de Gràcia', 'Gran Vía', 'Calle Mayor'],
  IT: ['Via Montenapoleone', 'Via del Corso', 'Via Roma', 'Corso Vittorio Emanuele II'],
};
