// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/// @notice TEST ONLY (never deployed on the devnet): the smallest ERC-1271 smart-contract wallet.
/// One owner EOA; a signature is valid for a hash when the owner signed that hash. The API's tests
/// sign in with it, claim with its session and sign actions through it.
contract MinimalSmartWallet {
    /// @dev ERC-1271's magic value: bytes4(keccak256("isValidSignature(bytes32,bytes)")).
    bytes4 internal constant ERC1271_MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant ERC1271_INVALID = 0xffffffff;

    /// @notice The EOA whose signatures this wallet accepts.
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    /// @notice ERC-1271: the magic value when `signature` is the owner's ECDSA signature of `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecover(hash, signature);
        return error == ECDSA.RecoverError.NoError && signer == owner ? ERC1271_MAGIC_VALUE : ERC1271_INVALID;
    }
}

/// @notice TEST ONLY: deploys MinimalSmartWallets at CREATE2 addresses known before deployment, so a
/// wallet can sign while still counterfactual (ERC-6492 names this factory and its calldata).
contract MinimalSmartWalletFactory {
    /// @notice A wallet for `owner` was deployed at `wallet` with `salt`.
    event WalletDeployed(address indexed wallet, address indexed owner, bytes32 salt);

    /// @notice Deploys the wallet of (`owner`, `salt`); returns it as is when it already exists.
    function deploy(address owner, bytes32 salt) external returns (address wallet) {
        wallet = addressOf(owner, salt);
        if (wallet.code.length > 0) return wallet;
        new MinimalSmartWallet{salt: salt}(owner);
        emit WalletDeployed(wallet, owner, salt);
    }

    /// @notice The address the wallet of (`owner`, `salt`) has, deployed or not.
    function addressOf(address owner, bytes32 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(MinimalSmartWallet).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, initCodeHash)))));
    }
}
