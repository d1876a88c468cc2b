import { api, type ApiMember } from './api.js';

/** Three stops in northern Luzon, in the order the itinerary lists them. */
export const LUZON_STOPS = [
  {
    name: 'Baguio',
    latitude: 16.4023,
    longitude: 120.596,
    budget: { amount: 2500, currencyCode: 'PHP' },
    address: 'Benguet',
  },
  {
    name: 'Banaue',
    latitude: 16.9267,
    longitude: 121.0569,
    budget: { amount: 3000, currencyCode: 'PHP' },
    types: ['Nature'],
  },
  {
    name: 'Vigan',
    latitude: 17.5747,
    longitude: 120.3869,
    budget: { amount: 3500, currencyCode: 'PHP' },
    description: 'Calle Crisologo',
  },
];

/** An itinerary with the three Luzon stops, created through the API (the itineraries journey covers the form). */
export async function createItineraryByApi(member: ApiMember, title: string): Promise<string> {
  const data = await api<{ createItinerary: { itinerary: { id: string } } }>(
    `mutation ($input: ItineraryInput!) { createItinerary(input: $input) { itinerary { id } } }`,
    {
      input: {
        title,
        description: 'Three days between rice terraces and the sea.',
        tips: 'Bring **cash** for the jeepneys\nStart early',
        totalBudget: { amount: 9000, currencyCode: 'PHP' },
        stops: LUZON_STOPS,
      },
    },
    member.token,
  );
  return data.createItinerary.itinerary.id;
}
