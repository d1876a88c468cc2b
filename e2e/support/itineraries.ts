import { api, type ApiMember } from './api.js';

/** Three stops in northern Luzon, in the order the itinerary lists them. */
export const LUZON_STOPS = [
  { name: 'Baguio', latitude: 16.4023, longitude: 120.596, budget: 2500, address: 'Benguet' },
  { name: 'Banaue', latitude: 16.9267, longitude: 121.0569, budget: 3000, types: ['Nature'] },
  { name: 'Vigan', latitude: 17.5747, longitude: 120.3869, budget: 3500, description: 'Calle Crisologo' },
];

/** An itinerary with the three Luzon stops, created through the API (the itineraries journey covers the form). */
export async function createItineraryByApi(member: ApiMember, title: string): Promise<string> {
  const data = await api<{ createItinerary: { id: string } }>(
    `mutation ($input: ItineraryInput!) { createItinerary(input: $input) { id } }`,
    {
      input: {
        title,
        description: 'Three days between rice terraces and the sea.',
        tips: 'Bring **cash** for the jeepneys\nStart early',
        currency: 'PHP',
        totalBudget: 9000,
        stops: LUZON_STOPS,
      },
    },
    member.token,
  );
  return data.createItinerary.id;
}
