// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The roulette's provably fair draw (packages/shared/src/rouletteFair.ts) in Solidity:
/// anyone can recompute a revealed period's spins on chain or off. Test-only (compiled, never
/// deployed by the devnet): `src/roulette.differential.test.ts` holds the TypeScript draw the API
/// and the page use to this statement of it.
contract RouletteDraw {
    /// @notice The uint256 roll of spin number `spin` of `wallet` in a period with seed `seed`.
    function roll(bytes32 seed, address wallet, uint256 spin) public pure returns (uint256) {
        return uint256(keccak256(abi.encodePacked(seed, wallet, spin)));
    }

    /// @notice The prize id (1-based) a roll lands on: roll mod Σ weights, through the cumulative weights.
    function prizeForRoll(uint256 value, uint256[] calldata weights) public pure returns (uint256) {
        uint256 sum;
        for (uint256 i = 0; i < weights.length; i++) {
            sum += weights[i];
        }
        uint256 point = value % sum;
        // point < sum, so when no earlier prize holds it the last one does.
        uint256 last = weights.length - 1;
        for (uint256 i = 0; i < last; i++) {
            if (point < weights[i]) return i + 1;
            point -= weights[i];
        }
        return last + 1;
    }

    /// @notice The prize of spin number `spin` of `wallet` in a period with seed `seed` and these weights.
    function draw(bytes32 seed, address wallet, uint256 spin, uint256[] calldata weights)
        external
        pure
        returns (uint256)
    {
        return prizeForRoll(roll(seed, wallet, spin), weights);
    }
}
