// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice The forge cheatcodes these suites use, declared here because forge-std is not on the npm
/// registry (only its name is: an unofficial, unmaintained copy). Each is implemented by forge at
/// the cheatcode address; the signatures are forge's (see the forge book, "Cheatcodes reference").
interface Vm {
    struct Log {
        bytes32[] topics;
        bytes data;
        address emitter;
    }

    function prank(address sender) external;
    function startPrank(address sender) external;
    function stopPrank() external;
    function warp(uint256 timestamp) external;
    function chainId(uint256 newChainId) external;
    function addr(uint256 privateKey) external pure returns (address);
    function sign(uint256 privateKey, bytes32 digest) external pure returns (uint8 v, bytes32 r, bytes32 s);
    function label(address account, string calldata name) external;
    function expectRevert() external;
    function expectRevert(bytes4 revertData) external;
    function expectRevert(bytes calldata revertData) external;
    function expectEmit(bool checkTopic1, bool checkTopic2, bool checkTopic3, bool checkData) external;
    function recordLogs() external;
    function getRecordedLogs() external returns (Log[] memory logs);
    function assume(bool condition) external pure;
    function assertTrue(bool condition, string calldata error) external pure;
    function assertFalse(bool condition, string calldata error) external pure;
    function assertEq(uint256 left, uint256 right, string calldata error) external pure;
    function assertEq(address left, address right, string calldata error) external pure;
    function assertEq(bytes32 left, bytes32 right, string calldata error) external pure;
    function assertEq(bool left, bool right, string calldata error) external pure;
    function assertLe(uint256 left, uint256 right, string calldata error) external pure;
    function assertGe(uint256 left, uint256 right, string calldata error) external pure;
    function assertLt(uint256 left, uint256 right, string calldata error) external pure;
}

/// @dev forge's cheatcode address: address(uint160(uint256(keccak256("hevm cheat code")))).
Vm constant vm = Vm(0x7109709ECfa91a80626fF3989D68f67F5b1DD12D);

/// @notice `x` mapped into [min, max] (inclusive), spreading fuzzed inputs over a useful range
/// instead of discarding them (forge-std's `bound`, without its logging).
function bound(uint256 x, uint256 min, uint256 max) pure returns (uint256) {
    require(min <= max, "bound: min > max");
    if (x >= min && x <= max) return x;
    uint256 size = max - min + 1;
    if (size == 0) return x; // [0, 2^256 - 1]
    return min + (x % size);
}

/// @notice A 65-byte (r, s, v) signature of `digest` by `privateKey`, as wallets produce it.
function signDigest(uint256 privateKey, bytes32 digest) pure returns (bytes memory) {
    (uint8 v, bytes32 r, bytes32 s) = vm.sign(privateKey, digest);
    return abi.encodePacked(r, s, v);
}

/// @notice Base of every suite: forge runs `setUp`, then each `test*` function (a `test` with
/// arguments is fuzzed) and each `invariant*` function (after random call sequences to the targets
/// chosen with `targetContract` / `targetSelector`). forge reads those targets through the
/// `target…` functions below, by name.
abstract contract Test {
    struct FuzzSelector {
        address addr;
        bytes4[] selectors;
    }

    address[] private _targetedContracts;
    FuzzSelector[] private _targetedSelectors;
    address[] private _targetedSenders;

    /// @dev Lets forge tell a test contract from the contracts it deploys.
    bool public constant IS_TEST = true;

    function targetContract(address target) internal {
        _targetedContracts.push(target);
    }

    /// @notice Fuzz only these functions of `target` (a handler's actions, not its helpers).
    function targetSelector(address target, bytes4[] memory selectors) internal {
        _targetedSelectors.push(FuzzSelector(target, selectors));
    }

    function targetSender(address sender) internal {
        _targetedSenders.push(sender);
    }

    function targetContracts() public view returns (address[] memory) {
        return _targetedContracts;
    }

    function targetSelectors() public view returns (FuzzSelector[] memory) {
        return _targetedSelectors;
    }

    function targetSenders() public view returns (address[] memory) {
        return _targetedSenders;
    }
}
