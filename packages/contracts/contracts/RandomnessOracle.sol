// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice What a consumer asks of a randomness source. The devnet implementation is
/// `DevRandomnessOracle` (commit–reveal by an operator); production plugs a VRF adapter in behind
/// the same two calls (see packages/contracts/README.md, "Randomness").
interface IRandomnessOracle {
    /// @notice Registers a request of `msg.sender`; the oracle later calls
    /// `IRandomnessConsumer(msg.sender).fulfillRandomness(requestId, word)` exactly once.
    function requestRandomness() external returns (uint256 requestId);
}

/// @notice What the oracle calls back.
interface IRandomnessConsumer {
    /// @notice Delivers the random `word` of request `requestId` (the oracle calls it once per request).
    function fulfillRandomness(uint256 requestId, uint256 word) external;
}

/// @notice Base of every contract that asks the oracle for a random word. The callback only
/// accepts the oracle and never reverts for it: the consumer's logic runs in a self-call, and a
/// failure is recorded (`RandomnessCallbackFailed`, the word kept) instead of undoing the
/// fulfilment; an admin may replay a recorded failure once its cause is fixed (`_retryRandomness`).
/// Inputs a request depends on must be fixed when it is made, never read at fulfilment.
abstract contract RandomnessConsumer is IRandomnessConsumer {
    /// @notice The oracle this consumer asks (and accepts callbacks from).
    IRandomnessOracle public randomnessOracle;

    struct FailedFulfilment {
        bool failed;
        uint256 word;
    }

    /// @notice Fulfilments whose consumer logic failed, with their word, by request id.
    mapping(uint256 requestId => FailedFulfilment) public failedFulfilments;

    /// @notice The oracle changed from `previousOracle` to `newOracle`.
    event RandomnessOracleChanged(address indexed previousOracle, address indexed newOracle);
    /// @notice The consumer's logic for request `requestId` failed with `reason`; `word` is kept for a retry.
    event RandomnessCallbackFailed(uint256 indexed requestId, uint256 word, bytes reason);
    /// @notice An admin replayed the recorded failure of request `requestId`.
    event RandomnessRetried(uint256 indexed requestId);

    error OnlyRandomnessOracle(address caller);
    error OnlySelf();
    error NoFailedFulfilment(uint256 requestId);

    constructor(IRandomnessOracle oracle) {
        _setRandomnessOracle(oracle);
    }

    /// @notice The oracle's callback: runs the consumer's logic in a self-call and records a failure instead of reverting.
    function fulfillRandomness(uint256 requestId, uint256 word) external {
        if (msg.sender != address(randomnessOracle)) revert OnlyRandomnessOracle(msg.sender);
        // Nothing follows logic that went through; only a failure needs recording.
        // solhint-disable-next-line no-empty-blocks
        try this.consumeRandomness(requestId, word) {}
        catch (bytes memory reason) {
            failedFulfilments[requestId] = FailedFulfilment({failed: true, word: word});
            emit RandomnessCallbackFailed(requestId, word, reason);
        }
    }

    /// @notice Runs the consumer's logic for a fulfilled request (callable by this contract only).
    /// @dev Only this contract calls it (from `fulfillRandomness`), so a revert stays inside the try.
    function consumeRandomness(uint256 requestId, uint256 word) external {
        if (msg.sender != address(this)) revert OnlySelf();
        _consumeRandomness(requestId, word);
    }

    /// @dev The consumer's logic for a fulfilled request; may revert (the failure is recorded).
    function _consumeRandomness(uint256 requestId, uint256 word) internal virtual;

    /// @dev Replays a recorded failure with its original word (reverts stay reverts here).
    function _retryRandomness(uint256 requestId) internal {
        FailedFulfilment memory failure = failedFulfilments[requestId];
        if (!failure.failed) revert NoFailedFulfilment(requestId);
        delete failedFulfilments[requestId];
        emit RandomnessRetried(requestId);
        _consumeRandomness(requestId, failure.word);
    }

    /// @dev Requests of the previous oracle can no longer be fulfilled: switch when none is pending.
    function _setRandomnessOracle(IRandomnessOracle oracle) internal {
        emit RandomnessOracleChanged(address(randomnessOracle), address(oracle));
        randomnessOracle = oracle;
    }
}
