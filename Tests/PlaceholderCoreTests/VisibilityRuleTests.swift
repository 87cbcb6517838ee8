import PlaceholderCore
import XCTest

final class VisibilityRuleTests: XCTestCase {
    func testShownOnlyWhenEmptyWithPlaceholderAndNoPreedit() {
        for hasPlaceholder in [false, true] {
            for empty in [false, true] {
                for preedit in [false, true] {
                    let rule = PlaceholderVisibility(
                        hasPlaceholder: hasPlaceholder, bufferIsEmpty: empty, preeditIsActive: preedit)
                    XCTAssertEqual(rule.isVisible, hasPlaceholder && empty && !preedit, "\(rule)")
                }
            }
        }
    }

    func testTheDefaultFocusRuleIsTheToolkitEntrys() {
        XCTAssertEqual(PlaceholderSettings().focusBehavior, .matchingEntry)
        for entryHides in [false, true] {
            var rule = PlaceholderVisibility(
                hasPlaceholder: true, bufferIsEmpty: true, viewHasFocus: true, entryHidesWhileFocused: entryHides)
            XCTAssertEqual(rule.isVisible, !entryHides, "focused, where the entry hides: \(entryHides)")
            rule.viewHasFocus = false
            XCTAssertTrue(rule.isVisible, "unfocused")
        }
    }

    func testExplicitFocusRulesHoldWhateverTheToolkitsEntryDoes() {
        for entryHides in [false, true] {
            XCTAssertEqual(PlaceholderFocusBehavior.matchingEntry.hidesWhileFocused(whereEntryHides: entryHides),
                           entryHides)
            XCTAssertFalse(PlaceholderFocusBehavior.visibleUntilTyping.hidesWhileFocused(whereEntryHides: entryHides))
            XCTAssertTrue(PlaceholderFocusBehavior.hiddenWhileFocused.hidesWhileFocused(whereEntryHides: entryHides))
            let visible = PlaceholderVisibility(
                hasPlaceholder: true, bufferIsEmpty: true, viewHasFocus: true, focusBehavior: .visibleUntilTyping,
                entryHidesWhileFocused: entryHides)
            XCTAssertTrue(visible.isVisible)
        }
    }

    func testHiddenWhileFocusedOptionFollowsFocus() {
        var rule = PlaceholderVisibility(
            hasPlaceholder: true, bufferIsEmpty: true, viewHasFocus: true,
            focusBehavior: .hiddenWhileFocused)
        XCTAssertFalse(rule.isVisible)
        rule.viewHasFocus = false
        XCTAssertTrue(rule.isVisible)
        rule.bufferIsEmpty = false
        XCTAssertFalse(rule.isVisible)
    }
}

final class ColorTests: XCTestCase {
    func testComponentsAreClampedAndNaNBecomesZero() {
        let color = PlaceholderColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
        XCTAssertEqual(color, PlaceholderColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(color.description, "#ff000080")
    }

    func testThemeDefaultFallsBackToGtkEntryGrey() {
        XCTAssertEqual(PlaceholderColorChoice.themeDefault.resolved(themeColor: nil), .entryFallback)
        let theme = PlaceholderColor(red: 0.1, green: 0.2, blue: 0.3)
        XCTAssertEqual(PlaceholderColorChoice.themeDefault.resolved(themeColor: theme), theme)
        let custom = PlaceholderColor(red: 1, green: 0, blue: 0)
        XCTAssertEqual(PlaceholderColorChoice.custom(custom).resolved(themeColor: theme), custom)
    }
}

final class ContentTests: XCTestCase {
    func testPlainAndMarkupKeepTheirSource() {
        XCTAssertEqual(PlaceholderContent.plain("<b>x</b>").source, "<b>x</b>")
        XCTAssertFalse(PlaceholderContent.plain("<b>x</b>").isMarkup)
        XCTAssertTrue(PlaceholderContent.markup("<b>x</b>").isMarkup)
        XCTAssertTrue(PlaceholderContent.none.isEmpty)
        XCTAssertFalse(PlaceholderContent.plain(" ").isEmpty)
    }

    func testNulCharactersAreReplacedForDrawing() {
        XCTAssertEqual(PlaceholderContent.plain("a\0b").drawableSource, "a\u{FFFD}b")
        XCTAssertEqual(PlaceholderContent.plain("ab").drawableSource, "ab")
    }

    func testSettingsAreValuesIndependentOfOrder() {
        var first = PlaceholderSettings()
        first.color = .custom(PlaceholderColor(red: 1, green: 0, blue: 0))
        first.content = .plain("Hi")
        var second = PlaceholderSettings()
        second.content = .plain("Hi")
        second.color = .custom(PlaceholderColor(red: 1, green: 0, blue: 0))
        XCTAssertEqual(first, second)
    }
}
