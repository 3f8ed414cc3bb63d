// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice Valid genes (packages/contracts README, "Genes") for dragos the suites mint: every
/// part of `grade`, attributes 1 + part + `shift` (mod 50), colours (part + shift) mod 5.
function validDatas(uint8 grade, uint8 shift) pure returns (uint8[38] memory datas) {
    datas[0] = grade;
    datas[2] = 1;
    for (uint256 p = 0; p < 7; p++) {
        uint256 base = 3 + 5 * p;
        datas[base] = grade;
        datas[base + 1] = uint8(1 + ((p + shift) % 50));
        datas[base + 2] = uint8((p + shift) % 5);
        datas[base + 3] = uint8(1 + ((p + shift + 7) % 50));
        datas[base + 4] = uint8((p + shift + 1) % 5);
    }
}
