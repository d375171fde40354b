/**
 * The demo's stand-in for the places service behind the address lookups: a handful of addresses,
 * answered in the service's own shapes (`predictions`, `address_components`).
 */
interface AddressComponent {
  readonly long_name: string;
  readonly short_name: string;
  readonly types: readonly string[];
}

export interface DemoPlace {
  readonly placeId: string;
  readonly description: string;
  readonly components: readonly AddressComponent[];
}

function component(longName: string, types: string, shortName = longName): AddressComponent {
  return { long_name: longName, short_name: shortName, types: types.split(' ') };
}

export const DEMO_PLACES: readonly DemoPlace[] = [
  {
    placeId: 'demo-place-jay-street',
    description: '22 Jay Street, Brooklyn, NY 11201, USA',
    components: [
      component('22', 'street_number'),
      component('Jay Street', 'route', 'Jay St'),
      component('Brooklyn', 'locality political'),
      component('New York', 'administrative_area_level_1 political', 'NY'),
      component('11201', 'postal_code'),
      component('United States', 'country political', 'US'),
    ],
  },
  {
    placeId: 'demo-place-jay-avenue',
    description: '140 Jay Avenue, Portland, OR 97205, USA',
    components: [
      component('140', 'street_number'),
      component('Jay Avenue', 'route', 'Jay Ave'),
      component('Portland', 'locality political'),
      component('Oregon', 'administrative_area_level_1 political', 'OR'),
      component('97205', 'postal_code'),
      component('United States', 'country political', 'US'),
    ],
  },
  {
    placeId: 'demo-place-market-street',
    description: '1 Market Street, Suite 300, San Francisco, CA 94105, USA',
    components: [
      component('1', 'street_number'),
      component('Market Street', 'route', 'Market St'),
      component('Suite 300', 'subpremise'),
      component('San Francisco', 'locality political'),
      component('California', 'administrative_area_level_1 political', 'CA'),
      component('94105', 'postal_code'),
      component('United States', 'country political', 'US'),
    ],
  },
  {
    placeId: 'demo-place-queen-street',
    description: '77 Queen Street West, Toronto, ON M5H 2M5, Canada',
    components: [
      component('77', 'street_number'),
      component('Queen Street West', 'route', 'Queen St W'),
      component('Toronto', 'locality political'),
      component('Ontario', 'administrative_area_level_1 political', 'ON'),
      component('M5H 2M5', 'postal_code'),
      component('Canada', 'country political', 'CA'),
    ],
  },
];

/** At most this many suggestions per lookup. */
const MAX_PREDICTIONS = 5;

/** The places whose address holds every word typed, in any order, ignoring case. */
export function predictPlaces(input: string): readonly DemoPlace[] {
  const words = input
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((word) => word !== '');
  if (words.length === 0) return [];
  return DEMO_PLACES.filter((place) => words.every((word) => place.description.toLowerCase().includes(word))).slice(0, MAX_PREDICTIONS);
}

export function findPlace(placeId: string): DemoPlace | undefined {
  return DEMO_PLACES.find((place) => place.placeId === placeId);
}
