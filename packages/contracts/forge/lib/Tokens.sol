// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";

/// @notice The holder of `tokenId`, or the zero address for a burned or never-minted one (ownerOf
/// reverts for those, which a handler or an invariant must not).
function holderOf(IERC721 token, uint256 tokenId) view returns (address) {
    try token.ownerOf(tokenId) returns (address holder) {
        return holder;
    } catch {
        return address(0);
    }
}
