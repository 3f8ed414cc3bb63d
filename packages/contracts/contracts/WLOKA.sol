// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {GameToken} from "./GameToken.sol";

/// @notice Wrapped LOKA on Polygon, minted against LOKA deposited on Ethereum.
contract WLOKA is GameToken {
    constructor(address admin) GameToken("Wrapped LOKA", "WLOKA", admin) {}
}
