import PlaceholderCore
import XCTest

/// Which key presses Return's behaviour takes, without a display.
final class ReturnBehaviorTests: XCTestCase {
    private let returnKey: UInt32 = 0xff0d, keypadEnter: UInt32 = 0xff8d, isoEnter: UInt32 = 0xfe34
    private let shift: UInt32 = 1, capsLock: UInt32 = 1 << 1, control: UInt32 = 1 << 2, alt: UInt32 = 1 << 3
    private let numLock: UInt32 = 1 << 4, mod4: UInt32 = 1 << 6, superKey: UInt32 = 1 << 26

    func testANewlineViewTakesNoKey() {
        XCTAssertFalse(ReturnBehavior.newline.takes(keyval: returnKey, modifiers: 0, preeditIsActive: false))
    }

    func testPlainReturnAndEnterAreTakenWithLocksOn() {
        for behavior in [ReturnBehavior.activatesDefault, .movesFocus] {
            for key in [returnKey, keypadEnter, isoEnter] {
                XCTAssertTrue(behavior.takes(keyval: key, modifiers: 0, preeditIsActive: false), "\(behavior) \(key)")
                XCTAssertTrue(behavior.takes(keyval: key, modifiers: capsLock | numLock, preeditIsActive: false))
            }
        }
    }

    func testReturnWithAModifierHeldIsLeftToTheView() {
        for modifier in [shift, control, alt, mod4, superKey, shift | control] {
            XCTAssertFalse(ReturnBehavior.movesFocus.takes(keyval: returnKey, modifiers: modifier, preeditIsActive: false))
        }
    }

    func testReturnDuringPreeditBelongsToTheInputMethod() {
        XCTAssertFalse(ReturnBehavior.activatesDefault.takes(keyval: returnKey, modifiers: 0, preeditIsActive: true))
    }

    func testOtherKeysAreNeverTaken() {
        for key: UInt32 in [0x61, 0xff09, 0xff08] {
            XCTAssertFalse(ReturnBehavior.activatesDefault.takes(keyval: key, modifiers: 0, preeditIsActive: false))
        }
    }

    func testTheNamesAreGObjectNicks() {
        XCTAssertEqual(ReturnBehavior.allCases.map(\.rawValue), ["newline", "activates-default", "moves-focus"])
        XCTAssertEqual(PlaceholderSettings().returnBehavior, .newline)
    }
}
