// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC721} from "@openzeppelin/contracts/token/ERC721/IERC721.sol";
import {vm} from "../lib/Test.sol";

/// @notice A handler's fixed cast of players: fuzzed seeds pick one of them, so the same few
/// accounts meet again and again in a sequence (which is where double payments and stale state
/// show), instead of every call coming from a fresh random address that holds nothing.
abstract contract Actors {
    address[] internal actors;

    constructor(uint256 count) {
        for (uint256 i = 0; i < count; i++) {
            address actor = vm.addr(0xA11CE + i);
            vm.label(actor, string.concat("actor", _digit(i)));
            actors.push(actor);
        }
    }

    function _actor(uint256 seed) internal view returns (address) {
        return actors[seed % actors.length];
    }

    function actorCount() external view returns (uint256) {
        return actors.length;
    }

    function actorAt(uint256 index) external view returns (address) {
        return actors[index];
    }

    /// @dev Its holder hands `tokenId` to another player (trades between players).
    function _give(IERC721 token, uint256 tokenId, address to) internal {
        address holder = token.ownerOf(tokenId);
        vm.prank(holder);
        token.transferFrom(holder, to, tokenId);
    }

    function _digit(uint256 i) private pure returns (string memory) {
        return string(abi.encodePacked(bytes1(uint8(48 + (i % 10)))));
    }
}
