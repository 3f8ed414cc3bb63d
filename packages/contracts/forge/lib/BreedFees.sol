// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The breeding fee tables of spec 2 §3 in base units, steps 0..6: A2Z_BREED_FEES and
/// DST_BREED_FEES of packages/shared/src/drago/breed.ts, which the deploy recipe passes to
/// DragoBreeding. The breeding differential test (src/breeding.differential.test.ts) holds the
/// deployed contract to the shared tables; the forge suites deploy with this copy.
function breedFeeTables() pure returns (uint256[7] memory a2zFees, uint256[7] memory dstFees) {
    a2zFees = [uint256(2000e18), 2600e18, 3400e18, 4400e18, 5600e18, 7400e18, 10000e18];
    dstFees = [uint256(5000e18), 6500e18, 8500e18, 11000e18, 14500e18, 18500e18, 25000e18];
}
