// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {IRandomnessConsumer, IRandomnessOracle} from "./RandomnessOracle.sol";

/// @notice The devnet's randomness oracle: commit–reveal by one operator (the API's oracle worker).
/// The operator queues commitments `keccak256(seed)` ahead of time; each request takes the next
/// unused commitment (one seed per request, so revealing a seed tells nothing about any other
/// request). `fulfill(requestId, seed)` checks the seed against the request's commitment, derives
/// `word = uint256(keccak256(abi.encode(seed, requestId)))`, marks the request fulfilled and then
/// calls the consumer once; a second fulfilment reverts here and never reaches the consumer.
/// Trust: the operator knows its seeds before requests bind to them, so it is trusted not to
/// collude with requesters; players cannot predict a word. Production uses a VRF adapter instead.
contract DevRandomnessOracle is IRandomnessOracle, AccessControl {
    /// @notice May commit seeds and fulfil requests (the API's oracle worker).
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");
    /// @notice Only contracts holding this role may request (a stranger could exhaust commitments).
    bytes32 public constant CONSUMER_ROLE = keccak256("CONSUMER_ROLE");

    /// @notice Gas forwarded to the consumer's callback; `fulfill` refuses to run with less.
    uint256 public constant CALLBACK_GAS_LIMIT = 1_000_000;

    struct Request {
        address consumer;
        bool fulfilled;
        bytes32 commitment;
    }

    /// @notice A request's consumer, whether it was fulfilled, and the commitment it is bound to.
    mapping(uint256 requestId => Request) public requests;
    /// @notice Ids start at 1; 0 means "no request".
    uint256 public requestCount;

    /// @notice Every commitment ever queued, in order; `nextCommitment` is the next to be bound.
    bytes32[] public commitments;
    /// @notice Index in `commitments` of the next commitment a request binds.
    uint256 public nextCommitment;
    /// @notice Whether a commitment was ever queued (each only once).
    mapping(bytes32 commitment => bool) public committed;

    /// @notice Commitment `commitment` was queued at `index`.
    event CommitmentAdded(uint256 indexed index, bytes32 commitment);
    /// @notice `consumer` asked for a word; request `requestId` is bound to `commitment`.
    event RandomnessRequested(uint256 indexed requestId, address indexed consumer, bytes32 commitment);
    /// @notice Request `requestId` was fulfilled with `word`.
    event RandomnessFulfilled(uint256 indexed requestId, uint256 word);
    /// @notice The consumer reverted (only a consumer not built on RandomnessConsumer can); the
    /// request stays fulfilled.
    event ConsumerCallbackFailed(uint256 indexed requestId, bytes reason);

    error NoCommitmentAvailable();
    error DuplicateCommitment(bytes32 commitment);
    error UnknownRequest(uint256 requestId);
    error AlreadyFulfilled(uint256 requestId);
    error WrongSeed(uint256 requestId);
    error InsufficientGas(uint256 available, uint256 required);

    constructor(address admin, address operator) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _grantRole(OPERATOR_ROLE, operator);
    }

    /// @notice Queues commitments (keccak256 of 32-byte seeds) for future requests.
    function commit(bytes32[] calldata hashes) external onlyRole(OPERATOR_ROLE) {
        for (uint256 i = 0; i < hashes.length; i++) {
            bytes32 commitment = hashes[i];
            if (committed[commitment]) revert DuplicateCommitment(commitment);
            committed[commitment] = true;
            emit CommitmentAdded(commitments.length, commitment);
            commitments.push(commitment);
        }
    }

    /// @notice Commitments queued and not yet bound to a request.
    function commitmentsAvailable() external view returns (uint256) {
        return commitments.length - nextCommitment;
    }

    /// @notice Binds the next commitment to a new request of the caller (consumers only).
    function requestRandomness() external onlyRole(CONSUMER_ROLE) returns (uint256 requestId) {
        if (nextCommitment >= commitments.length) revert NoCommitmentAvailable();
        bytes32 commitment = commitments[nextCommitment];
        nextCommitment += 1;
        requestId = ++requestCount;
        requests[requestId] = Request({consumer: msg.sender, fulfilled: false, commitment: commitment});
        emit RandomnessRequested(requestId, msg.sender, commitment);
    }

    /// @notice Reveals the seed of a request's commitment and delivers its word to the consumer.
    function fulfill(uint256 requestId, bytes32 seed) external onlyRole(OPERATOR_ROLE) {
        Request storage request = requests[requestId];
        if (request.consumer == address(0)) revert UnknownRequest(requestId);
        if (request.fulfilled) revert AlreadyFulfilled(requestId);
        if (keccak256(abi.encode(seed)) != request.commitment) revert WrongSeed(requestId);
        // 63/64 of what is left reaches the callee: make sure that covers the callback's limit.
        uint256 required = (CALLBACK_GAS_LIMIT * 64) / 63 + 20_000;
        if (gasleft() < required) revert InsufficientGas(gasleft(), required);
        request.fulfilled = true;
        uint256 word = wordOf(seed, requestId);
        emit RandomnessFulfilled(requestId, word);
        // Nothing follows a callback that went through; only a failure needs recording.
        // solhint-disable-next-line no-empty-blocks
        try IRandomnessConsumer(request.consumer).fulfillRandomness{gas: CALLBACK_GAS_LIMIT}(requestId, word) {}
        catch (bytes memory reason) {
            emit ConsumerCallbackFailed(requestId, reason);
        }
    }

    /// @notice Whether request `requestId` was fulfilled.
    function isFulfilled(uint256 requestId) external view returns (bool) {
        return requests[requestId].fulfilled;
    }

    /// @notice The word a request gets from its seed: keccak256(abi.encode(seed, requestId)).
    function wordOf(bytes32 seed, uint256 requestId) public pure returns (uint256) {
        return uint256(keccak256(abi.encode(seed, requestId)));
    }
}
