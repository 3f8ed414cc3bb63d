// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";

/// @notice Collectible stickers. The sticker type is tokenId % 1000 (1..5 are the mergeable set);
/// ids are chosen by the minter so one type can have many copies (1001, 2001, ... are all type 1).
contract Sticker is ERC721Enumerable, AccessControl {
    /// @notice May mint stickers (the deployer, the devnet seed).
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    /// @notice May burn stickers without an approval.
    /// @dev Granted to StickerMerge, which checks ownership itself before burning.
    bytes32 public constant BURNER_ROLE = keccak256("BURNER_ROLE");

    /// @notice A sticker's type is its id modulo this.
    uint256 public constant TYPE_MODULUS = 1000;

    constructor(address admin) ERC721("Kingdoms Sticker", "STICKER") {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(MINTER_ROLE, admin);
    }

    /// @notice The type of sticker `tokenId` (1..5 merge).
    function stickerType(uint256 tokenId) public pure returns (uint256) {
        return tokenId % TYPE_MODULUS;
    }

    /// @notice Mints sticker `tokenId` to `to` (minter only).
    function mint(address to, uint256 tokenId) external onlyRole(MINTER_ROLE) {
        _safeMint(to, tokenId);
    }

    /// @notice Mints every id of `tokenIds` to `to` (minter only).
    /// @dev One transaction for a whole demo collection keeps seeding fast.
    function mintBatch(address to, uint256[] calldata tokenIds) external onlyRole(MINTER_ROLE) {
        for (uint256 i = 0; i < tokenIds.length; i++) {
            _safeMint(to, tokenIds[i]);
        }
    }

    /// @notice Burns sticker `tokenId` (burner only: StickerMerge, which checks ownership first).
    function burn(uint256 tokenId) external onlyRole(BURNER_ROLE) {
        _burn(tokenId);
    }

    /// @notice Every token id held by `owner`, in enumeration order.
    function ownedTokens(address owner) external view returns (uint256[] memory tokenIds) {
        uint256 count = balanceOf(owner);
        tokenIds = new uint256[](count);
        for (uint256 i = 0; i < count; i++) {
            tokenIds[i] = tokenOfOwnerByIndex(owner, i);
        }
    }

    /// @notice ERC-165: ERC-721, its extensions and AccessControl.
    function supportsInterface(bytes4 interfaceId)
        public
        view
        override(ERC721Enumerable, AccessControl)
        returns (bool)
    {
        return super.supportsInterface(interfaceId);
    }
}
