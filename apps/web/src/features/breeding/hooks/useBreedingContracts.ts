import { useMemo } from 'react';
import { useContract } from '../../wallet/onchain';

type Deployed<N extends Parameters<typeof useContract>[0]> = NonNullable<ReturnType<typeof useContract<N>>>;

export interface BreedingContracts {
  breeding: Deployed<'DragoBreeding'>;
  egg: Deployed<'Egg'>;
  a2z: Deployed<'A2Z'>;
  dst: Deployed<'DST'>;
}

/** The Arena-Z contracts breeding needs (/config.json); undefined when this deployment lacks one. */
export function useBreedingContracts(): BreedingContracts | undefined {
  const breeding = useContract('DragoBreeding', 'arenaz');
  const egg = useContract('Egg', 'arenaz');
  const a2z = useContract('A2Z', 'arenaz');
  const dst = useContract('DST', 'arenaz');
  return useMemo(
    () => (breeding && egg && a2z && dst ? { breeding, egg, a2z, dst } : undefined),
    [breeding, egg, a2z, dst],
  );
}
