import { api, type ApiMember } from './api.js';

interface CityStop {
  name: string;
  latitude: number;
  longitude: number;
}

/** Around Kyoto: four stops some 25 km apart, so the map frames them at about zoom 11, the city zoom. */
export const KYOTO_STOPS: CityStop[] = [
  { name: 'Kyoto Station', latitude: 34.9858, longitude: 135.7588 },
  { name: 'Ōtsu', latitude: 35.0045, longitude: 135.8686 },
  { name: 'Uji', latitude: 34.8844, longitude: 135.7997 },
  { name: 'Kameoka', latitude: 35.0134, longitude: 135.5731 },
];

/** Around Lagos: the mainland, the islands and the lagoon between them. */
export const LAGOS_STOPS: CityStop[] = [
  { name: 'Ikeja', latitude: 6.6018, longitude: 3.3515 },
  { name: 'Victoria Island', latitude: 6.4281, longitude: 3.4219 },
  { name: 'Apapa', latitude: 6.4489, longitude: 3.3597 },
  { name: 'Ikorodu', latitude: 6.6194, longitude: 3.5105 },
];

/** An itinerary of these stops, created through the API. */
export async function createCityItineraryByApi(member: ApiMember, title: string, stops: CityStop[]): Promise<string> {
  const data = await api<{ createItinerary: { itinerary: { id: string } } }>(
    `mutation ($input: ItineraryInput!) { createItinerary(input: $input) { itinerary { id } } }`,
    {
      input: {
        title,
        description: 'A few days in the city.',
        tips: 'Go early.',
        totalBudget: { amount: 0, currencyCode: 'USD' },
        stops: stops.map((stop) => ({ ...stop, budget: { amount: 0, currencyCode: 'USD' } })),
      },
    },
    member.token,
  );
  return data.createItinerary.itinerary.id;
}
