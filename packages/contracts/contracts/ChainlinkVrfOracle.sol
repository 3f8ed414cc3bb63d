// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {VRFConsumerBaseV2Plus} from "@chainlink/contracts/src/v0.8/vrf/dev/VRFConsumerBaseV2Plus.sol";
import {VRFV2PlusClient} from "@chainlink/contracts/src/v0.8/vrf/dev/libraries/VRFV2PlusClient.sol";
import {GuardianPausable} from "./GuardianPausable.sol";
import {IRandomnessConsumer, IRandomnessOracle} from "./RandomnessOracle.sol";

/// @notice The production randomness oracle: `IRandomnessOracle` over Chainlink VRF v2.5 (a
/// subscription of the studio's, funded in LINK or the native coin). `requestRandomness` asks the
/// VRF coordinator for one word and returns an id of its own (1, 2, …); Chainlink's fulfilment
/// (`rawFulfillRandomWords`, only the coordinator) marks that request fulfilled, emits
/// `RandomnessFulfilled` and calls the consumer once, with the gas limit fixed at the request.
/// Powers: every one is an AccessControl role (the admin is the chain's timelock after the
/// handover). Chainlink's base makes its deployer the `owner` (who may switch the coordinator);
/// the constructor hands that ownership to this contract itself and `claimOwnership` completes it,
/// so the coordinator changes only through the admin (`setVrfCoordinator`) or Chainlink's own
/// migration, and no request is served before that. A guardian may pause new requests;
/// fulfilments are never paused (Chainlink delivers a word once: refusing it loses it).
contract ChainlinkVrfOracle is IRandomnessOracle, VRFConsumerBaseV2Plus, GuardianPausable {
    /// @notice Only contracts holding this role may request (each request spends the subscription).
    bytes32 public constant CONSUMER_ROLE = keccak256("CONSUMER_ROLE");

    /// @notice Bounds of the gas forwarded to a consumer's callback (a hatch's takes about 300,000).
    uint32 public constant MIN_CALLBACK_GAS_LIMIT = 100_000;
    /// @notice Upper bound: with the overhead it stays under the coordinator's 2,500,000 maximum.
    uint32 public constant MAX_CALLBACK_GAS_LIMIT = 2_000_000;
    /// @notice Gas the adapter's own fulfilment needs besides the consumer's callback.
    uint32 public constant FULFILMENT_OVERHEAD_GAS = 60_000;
    /// @notice Bounds of the blocks Chainlink waits before answering (its own limits are 3 and 200).
    uint16 public constant MIN_REQUEST_CONFIRMATIONS = 3;
    /// @notice See MIN_REQUEST_CONFIRMATIONS.
    uint16 public constant MAX_REQUEST_CONFIRMATIONS = 200;

    /// @notice What each request asks the coordinator for.
    struct VrfConfig {
        bytes32 keyHash;
        uint256 subscriptionId;
        uint16 requestConfirmations;
        uint32 callbackGasLimit;
        bool nativePayment;
    }

    /// @notice One request: its consumer, whether it was fulfilled, the consumer's callback gas and
    /// the coordinator's id for it.
    struct Request {
        address consumer;
        bool fulfilled;
        uint32 callbackGasLimit;
        uint256 vrfRequestId;
    }

    /// @notice The key hash (gas lane), subscription, confirmations, callback gas and payment of new requests.
    VrfConfig public vrfConfig;
    /// @notice Requests by this oracle's id (from 1; 0 means "no request").
    mapping(uint256 requestId => Request) public requests;
    /// @notice This oracle's id of each coordinator request id.
    mapping(uint256 vrfRequestId => uint256 requestId) public requestIdOfVrfRequest;
    /// @notice Requests made so far (the last id).
    uint256 public requestCount;

    /// @notice New requests use this configuration.
    event VrfConfigChanged(
        bytes32 keyHash, uint256 subscriptionId, uint16 requestConfirmations, uint32 callbackGasLimit, bool nativePayment
    );
    /// @notice `consumer` asked for a word: this oracle's request `requestId` is the coordinator's `vrfRequestId`.
    event RandomnessRequested(uint256 indexed requestId, address indexed consumer, uint256 vrfRequestId);
    /// @notice Request `requestId` was fulfilled with `word`.
    event RandomnessFulfilled(uint256 indexed requestId, uint256 word);
    /// @notice The consumer reverted (only a consumer not built on RandomnessConsumer can); the
    /// request stays fulfilled.
    event ConsumerCallbackFailed(uint256 indexed requestId, bytes reason);

    error UnknownVrfRequest(uint256 vrfRequestId);
    error AlreadyFulfilled(uint256 requestId);
    error NoRandomWords();
    error InvalidKeyHash();
    error InvalidSubscription();
    error CallbackGasLimitOutOfRange(uint32 callbackGasLimit);
    error RequestConfirmationsOutOfRange(uint16 requestConfirmations);
    error OwnershipNotClaimed(address owner);

    constructor(address admin, address coordinator, VrfConfig memory config) VRFConsumerBaseV2Plus(coordinator) {
        if (admin == address(0)) revert ZeroAddress();
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        _setVrfConfig(config);
        // Chainlink's base made msg.sender (the deployer, or the CREATE2 factory) the owner: the
        // contract itself becomes the pending owner, and `claimOwnership` makes it the owner.
        transferOwnership(address(this));
    }

    /// @notice Makes this contract its own owner (anyone may send it; the deployment does at once).
    function claimOwnership() external {
        this.acceptOwnership();
    }

    /// @notice Asks the coordinator for one word for the caller (consumers only, not while paused).
    function requestRandomness() external onlyRole(CONSUMER_ROLE) whenNotPaused returns (uint256 requestId) {
        if (owner() != address(this)) revert OwnershipNotClaimed(owner());
        VrfConfig memory config = vrfConfig;
        requestId = ++requestCount;
        uint256 vrfRequestId = s_vrfCoordinator.requestRandomWords(
            VRFV2PlusClient.RandomWordsRequest({
                keyHash: config.keyHash,
                subId: config.subscriptionId,
                requestConfirmations: config.requestConfirmations,
                callbackGasLimit: coordinatorGasLimit(config.callbackGasLimit),
                numWords: 1,
                extraArgs: VRFV2PlusClient._argsToBytes(VRFV2PlusClient.ExtraArgsV1({nativePayment: config.nativePayment}))
            })
        );
        requests[requestId] = Request({
            consumer: msg.sender, fulfilled: false, callbackGasLimit: config.callbackGasLimit, vrfRequestId: vrfRequestId
        });
        requestIdOfVrfRequest[vrfRequestId] = requestId;
        emit RandomnessRequested(requestId, msg.sender, vrfRequestId);
    }

    /// @notice Whether request `requestId` was fulfilled.
    function isFulfilled(uint256 requestId) external view returns (bool) {
        return requests[requestId].fulfilled;
    }

    /// @notice The gas a request asks the coordinator for: the callback's, what the 63/64 rule
    /// keeps back from it, and the adapter's own work.
    function coordinatorGasLimit(uint32 callbackGasLimit) public pure returns (uint32) {
        return (callbackGasLimit * 64) / 63 + FULFILMENT_OVERHEAD_GAS;
    }

    /// @notice Changes what new requests ask for (admin); pending requests keep their callback gas.
    function setVrfConfig(VrfConfig calldata config) external onlyRole(DEFAULT_ADMIN_ROLE) {
        _setVrfConfig(config);
    }

    /// @notice Points the adapter at another coordinator (admin). Requests still pending at the old
    /// one can no longer be fulfilled: switch with none pending (or let Chainlink's migration do it).
    function setVrfCoordinator(address coordinator) external onlyRole(DEFAULT_ADMIN_ROLE) {
        this.setCoordinator(coordinator);
    }

    /// @dev Chainlink's callback, after `rawFulfillRandomWords` checked that the coordinator sent it.
    function fulfillRandomWords(uint256 vrfRequestId, uint256[] calldata randomWords) internal override {
        uint256 requestId = requestIdOfVrfRequest[vrfRequestId];
        if (requestId == 0) revert UnknownVrfRequest(vrfRequestId);
        Request storage request = requests[requestId];
        if (request.fulfilled) revert AlreadyFulfilled(requestId);
        if (randomWords.length == 0) revert NoRandomWords();
        request.fulfilled = true;
        uint256 word = randomWords[0];
        emit RandomnessFulfilled(requestId, word);
        // Nothing follows a callback that went through; only a failure needs recording.
        // solhint-disable-next-line no-empty-blocks
        try IRandomnessConsumer(request.consumer).fulfillRandomness{gas: request.callbackGasLimit}(requestId, word) {}
        catch (bytes memory reason) {
            emit ConsumerCallbackFailed(requestId, reason);
        }
    }

    function _setVrfConfig(VrfConfig memory config) private {
        if (config.keyHash == bytes32(0)) revert InvalidKeyHash();
        if (config.subscriptionId == 0) revert InvalidSubscription();
        if (config.callbackGasLimit < MIN_CALLBACK_GAS_LIMIT || config.callbackGasLimit > MAX_CALLBACK_GAS_LIMIT) {
            revert CallbackGasLimitOutOfRange(config.callbackGasLimit);
        }
        if (
            config.requestConfirmations < MIN_REQUEST_CONFIRMATIONS
                || config.requestConfirmations > MAX_REQUEST_CONFIRMATIONS
        ) {
            revert RequestConfirmationsOutOfRange(config.requestConfirmations);
        }
        vrfConfig = config;
        emit VrfConfigChanged(
            config.keyHash,
            config.subscriptionId,
            config.requestConfirmations,
            config.callbackGasLimit,
            config.nativePayment
        );
    }
}
