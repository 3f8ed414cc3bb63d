// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {VRFConsumerBaseV2Plus} from "@chainlink/contracts/src/v0.8/vrf/dev/VRFConsumerBaseV2Plus.sol";
import {ChainlinkVrfOracle} from "../../contracts/ChainlinkVrfOracle.sol";
import {IRandomnessConsumer} from "../../contracts/RandomnessOracle.sol";
import {ChainlinkVrfCoordinatorMock} from "../../contracts/test/ChainlinkVrfCoordinatorMock.sol";
import {bound, Test, vm} from "../lib/Test.sol";

/// @dev A consumer that records what it got, or reverts when told to.
contract RecordingConsumer is IRandomnessConsumer {
    mapping(uint256 requestId => uint256 word) public words;
    mapping(uint256 requestId => uint256 deliveries) public deliveries;
    bool public reverts;

    function setReverts(bool value) external {
        reverts = value;
    }

    function request(ChainlinkVrfOracle oracle) external returns (uint256) {
        return oracle.requestRandomness();
    }

    function fulfillRandomness(uint256 requestId, uint256 word) external {
        require(!reverts, "no");
        words[requestId] = word;
        deliveries[requestId] += 1;
    }
}

contract ChainlinkVrfOracleTest is Test {
    ChainlinkVrfCoordinatorMock internal coordinator;
    ChainlinkVrfOracle internal oracle;
    RecordingConsumer internal consumer;
    uint256 internal subscriptionId;

    bytes32 internal constant KEY_HASH = keccak256("test gas lane");

    function setUp() public {
        coordinator = new ChainlinkVrfCoordinatorMock(1e17, 1e9, 4e15);
        subscriptionId = coordinator.createSubscription();
        coordinator.fundSubscription(subscriptionId, 1_000_000e18);
        oracle = new ChainlinkVrfOracle(address(this), address(coordinator), _config(1_000_000));
        oracle.claimOwnership();
        coordinator.addConsumer(subscriptionId, address(oracle));
        consumer = new RecordingConsumer();
        oracle.grantRole(oracle.CONSUMER_ROLE(), address(consumer));
    }

    /// @notice Whatever word Chainlink delivers reaches the consumer once, under the adapter's id.
    function testFuzz_deliversTheCoordinatorsWordOnce(uint256 word) public {
        uint256 requestId = consumer.request(oracle);
        (,,, uint256 vrfRequestId) = oracle.requests(requestId);
        uint256[] memory words = new uint256[](1);
        words[0] = word;
        coordinator.fulfillRandomWordsWithOverride(vrfRequestId, address(oracle), words);
        vm.assertTrue(oracle.isFulfilled(requestId), "not fulfilled");
        vm.assertEq(consumer.words(requestId), word, "word");
        vm.assertEq(consumer.deliveries(requestId), 1, "deliveries");
        // The coordinator itself delivering the same request again is refused by the adapter.
        vm.prank(address(coordinator));
        vm.expectRevert(abi.encodeWithSelector(ChainlinkVrfOracle.AlreadyFulfilled.selector, requestId));
        oracle.rawFulfillRandomWords(vrfRequestId, words);
        vm.assertEq(consumer.deliveries(requestId), 1, "delivered twice");
    }

    /// @notice Nobody but the coordinator delivers words.
    function testFuzz_onlyTheCoordinatorFulfils(address caller, uint256 word) public {
        vm.assume(caller != address(coordinator));
        uint256 requestId = consumer.request(oracle);
        (,,, uint256 vrfRequestId) = oracle.requests(requestId);
        uint256[] memory words = new uint256[](1);
        words[0] = word;
        vm.prank(caller);
        vm.expectRevert(
            abi.encodeWithSelector(
                VRFConsumerBaseV2Plus.OnlyCoordinatorCanFulfill.selector, caller, address(coordinator)
            )
        );
        oracle.rawFulfillRandomWords(vrfRequestId, words);
        vm.assertFalse(oracle.isFulfilled(requestId), "fulfilled by a stranger");
    }

    /// @notice A coordinator request id the adapter never made is refused.
    function testFuzz_refusesAnUnknownRequest(uint256 vrfRequestId) public {
        uint256 requestId = consumer.request(oracle);
        (,,, uint256 known) = oracle.requests(requestId);
        vm.assume(vrfRequestId != known);
        uint256[] memory words = new uint256[](1);
        vm.prank(address(coordinator));
        vm.expectRevert(abi.encodeWithSelector(ChainlinkVrfOracle.UnknownVrfRequest.selector, vrfRequestId));
        oracle.rawFulfillRandomWords(vrfRequestId, words);
    }

    /// @notice The callback gas stays within its bounds, and what the coordinator is asked for stays
    /// under its 2,500,000 maximum.
    function testFuzz_callbackGasIsBounded(uint32 callbackGasLimit) public {
        bool inRange = callbackGasLimit >= oracle.MIN_CALLBACK_GAS_LIMIT()
            && callbackGasLimit <= oracle.MAX_CALLBACK_GAS_LIMIT();
        if (!inRange) {
            vm.expectRevert(
                abi.encodeWithSelector(ChainlinkVrfOracle.CallbackGasLimitOutOfRange.selector, callbackGasLimit)
            );
        }
        oracle.setVrfConfig(_config(callbackGasLimit));
        if (inRange) {
            (,,, uint32 stored,) = oracle.vrfConfig();
            vm.assertEq(stored, callbackGasLimit, "stored");
            vm.assertLe(oracle.coordinatorGasLimit(callbackGasLimit), 2_500_000, "above the coordinator's maximum");
        }
    }

    /// @notice Only the admin configures; the deployer, once the adapter owns itself, cannot switch
    /// the coordinator through Chainlink's owner path.
    function testFuzz_onlyTheAdminConfigures(address stranger) public {
        vm.assume(stranger != address(this) && stranger != address(coordinator));
        vm.startPrank(stranger);
        vm.expectRevert();
        oracle.setVrfConfig(_config(500_000));
        vm.expectRevert();
        oracle.setVrfCoordinator(stranger);
        vm.stopPrank();
        vm.assertEq(oracle.owner(), address(oracle), "owner");
        vm.expectRevert();
        oracle.setCoordinator(stranger);
        vm.assertEq(address(oracle.s_vrfCoordinator()), address(coordinator), "coordinator switched");
    }

    /// @notice A reverting consumer does not undo the fulfilment (its word is spent).
    function test_aRevertingConsumerLeavesTheRequestFulfilled() public {
        consumer.setReverts(true);
        uint256 requestId = consumer.request(oracle);
        (,,, uint256 vrfRequestId) = oracle.requests(requestId);
        vm.expectEmit(true, false, false, false);
        emit ChainlinkVrfOracle.ConsumerCallbackFailed(requestId, "");
        coordinator.fulfillRandomWords(vrfRequestId, address(oracle));
        vm.assertTrue(oracle.isFulfilled(requestId), "not fulfilled");
    }

    /// @notice No request before the adapter owns itself (the deployer could still switch the coordinator).
    function test_refusesRequestsBeforeOwnershipIsClaimed() public {
        ChainlinkVrfOracle unclaimed = new ChainlinkVrfOracle(address(this), address(coordinator), _config(1_000_000));
        unclaimed.grantRole(unclaimed.CONSUMER_ROLE(), address(consumer));
        vm.expectRevert(abi.encodeWithSelector(ChainlinkVrfOracle.OwnershipNotClaimed.selector, address(this)));
        consumer.request(unclaimed);
    }

    /// @notice No adapter without an admin: nobody could configure or pause it.
    function test_refusesAZeroAdmin() public {
        vm.expectRevert(VRFConsumerBaseV2Plus.ZeroAddress.selector);
        new ChainlinkVrfOracle(address(0), address(coordinator), _config(1_000_000));
    }

    /// @notice The admin moves the adapter to another coordinator; from then on only that one
    /// delivers words, and the old one is refused.
    function test_adminSwitchesTheCoordinator() public {
        uint256 requestId = consumer.request(oracle);
        (,,, uint256 vrfRequestId) = oracle.requests(requestId);
        ChainlinkVrfCoordinatorMock next = new ChainlinkVrfCoordinatorMock(1e17, 1e9, 4e15);
        oracle.setVrfCoordinator(address(next));
        vm.assertEq(address(oracle.s_vrfCoordinator()), address(next), "coordinator");
        uint256[] memory words = new uint256[](1);
        words[0] = 7;
        vm.prank(address(coordinator));
        vm.expectRevert(
            abi.encodeWithSelector(
                VRFConsumerBaseV2Plus.OnlyCoordinatorCanFulfill.selector, address(coordinator), address(next)
            )
        );
        oracle.rawFulfillRandomWords(vrfRequestId, words);
        vm.prank(address(next));
        oracle.rawFulfillRandomWords(vrfRequestId, words);
        vm.assertEq(consumer.words(requestId), 7, "word");
    }

    /// @notice A delivery without a word is refused, and the request stays open for a real one.
    function test_refusesADeliveryWithoutWords() public {
        uint256 requestId = consumer.request(oracle);
        (,,, uint256 vrfRequestId) = oracle.requests(requestId);
        vm.prank(address(coordinator));
        vm.expectRevert(ChainlinkVrfOracle.NoRandomWords.selector);
        oracle.rawFulfillRandomWords(vrfRequestId, new uint256[](0));
        vm.assertFalse(oracle.isFulfilled(requestId), "fulfilled without a word");
    }

    /// @notice A configuration without a gas lane or a subscription, or with confirmations outside
    /// Chainlink's 3..200, is refused and the stored one stays.
    function testFuzz_refusesAnInvalidConfiguration(uint16 requestConfirmations) public {
        ChainlinkVrfOracle.VrfConfig memory config = _config(500_000);
        config.keyHash = bytes32(0);
        vm.expectRevert(ChainlinkVrfOracle.InvalidKeyHash.selector);
        oracle.setVrfConfig(config);

        config = _config(500_000);
        config.subscriptionId = 0;
        vm.expectRevert(ChainlinkVrfOracle.InvalidSubscription.selector);
        oracle.setVrfConfig(config);

        config = _config(500_000);
        config.requestConfirmations = requestConfirmations;
        bool inRange = requestConfirmations >= oracle.MIN_REQUEST_CONFIRMATIONS()
            && requestConfirmations <= oracle.MAX_REQUEST_CONFIRMATIONS();
        if (!inRange) {
            vm.expectRevert(
                abi.encodeWithSelector(
                    ChainlinkVrfOracle.RequestConfirmationsOutOfRange.selector, requestConfirmations
                )
            );
        }
        oracle.setVrfConfig(config);
        (bytes32 keyHash,, uint16 stored, uint32 callbackGasLimit,) = oracle.vrfConfig();
        vm.assertEq(keyHash, KEY_HASH, "key hash");
        vm.assertEq(stored, inRange ? requestConfirmations : 3, "confirmations");
        vm.assertEq(callbackGasLimit, inRange ? 500_000 : 1_000_000, "callback gas");
    }

    function _config(uint32 callbackGasLimit) private view returns (ChainlinkVrfOracle.VrfConfig memory) {
        return ChainlinkVrfOracle.VrfConfig({
            keyHash: KEY_HASH,
            subscriptionId: subscriptionId,
            requestConfirmations: 3,
            callbackGasLimit: callbackGasLimit,
            nativePayment: false
        });
    }
}
