// Query keys under ['agents']: the representation requests of the signed-in agent or creator.
export const agentKeys = {
  all: ['agents'] as const,
  representations: ['agents', 'representations'] as const,
};
