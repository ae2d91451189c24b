// What other screens place from the brand network feature (app/ composes them): the button
// beside a creator on an application card or in the results report. The page itself is
// loaded by the router from routes/brand-network-route.tsx.
export { FavouriteCreatorButton } from './components/favourite-creator-button';
