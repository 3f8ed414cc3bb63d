// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {GameToken} from "./GameToken.sol";

/// @notice LOKA on Ethereum; its Polygon counterpart is WLOKA.
contract LOKA is GameToken {
    constructor(address admin) GameToken("League of Kingdoms Arena", "LOKA", admin) {}
}
