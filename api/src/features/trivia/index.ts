/** The public surface of the trivia feature: other features and the app import only from here. */
export { COUNTRY_FACTS, joinList, type CountryFacts } from './country-facts.js';
