// Query keys under ['agents']: the representation requests of the signed-in agent or creator,
// read by the agents hub and by the apply dialog (an agent's represented creators).
export const representationKeys = {
  all: ['agents'] as const,
  list: ['agents', 'representations'] as const,
};
