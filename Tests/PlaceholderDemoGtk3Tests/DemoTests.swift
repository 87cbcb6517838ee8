import PlaceholderDemoTestKit
import PlaceholderTestSupportGtk3
import XCTest

// The GTK 3 demo's tests: the kit's checks (PlaceholderDemoTestKit), each
// named here, where XCTest finds it.

/// The command line, run as a user would: what it refuses, and what its
/// screenshots show.
final class DemoCommandTests: XCTestCase {
    func testWithoutADisplayItExitsNonZeroWithOneLineSayingHowToGetOne() throws {
        try DemoCommandChecks.withoutADisplayItSaysHowToGetOne(demo)
    }
    func testUnknownFlagAndMissingValueExitNonZeroWithOneLine() throws { try DemoCommandChecks.badArgumentsExitWithOneLine(demo) }
    func testHelpListsEveryFlag() throws { try DemoCommandChecks.helpListsEveryFlag(demo) }
    func testUnwritableScreenshotPathFailsAndWritesNothing() throws { try DemoCommandChecks.unwritableScreenshotPathFails(demo) }
    func testScreenshotShowsTheEntrysAndBothViewsPlaceholdersInOneColourAtAFixedSize() throws {
        try DemoCommandChecks.screenshotShowsEveryPlaceholderInOneColour(demo)
    }
    func testScreenshotFlagsForRightToLeftCentredAndHiDPI() throws {
        try DemoCommandChecks.screenshotFlagsForRightToLeftCentredAndHiDPI(demo)
    }
}

/// Every way the command can fail is one line and writes nothing.
final class DemoFailureTests: XCTestCase {
    func testEveryFailureIsOneLineOnStandardErrorAndWritesNothing() throws {
        try DemoFailureChecks.everyFailureIsOneLineAndWritesNothing(demo)
    }
}

/// The demo as a GtkApplication, its resources and desktop entry.
final class DemoApplicationTests: XCTestCase {
    func testControlQQuitsAndControlWClosesTheWindow() throws { try DemoApplicationChecks.controlQQuitsAndControlWCloses(demo) }
    func testASecondLaunchRaisesTheFirstInstanceInsteadOfOpeningAnother() throws {
        try DemoApplicationChecks.aSecondLaunchRaisesTheFirstInstance(demo)
    }
    func testRunsFromAnyDirectoryAndAsACopiedBinary() throws {
        try DemoApplicationChecks.runsFromAnyDirectoryAndAsACopiedBinary(demo)
    }
    func testMissingOrBrokenResourcesGiveAOneLineErrorNamingThem() throws {
        try DemoApplicationChecks.missingOrBrokenResourcesGiveOneLineNamingThem(demo)
    }
    func testDesktopEntryIsValidAndStartsThisDemo() throws { try DemoApplicationChecks.desktopEntryIsValidAndStartsThisDemo(demo) }
    func testPanelFlagsReachTheViews() throws { try DemoApplicationChecks.panelFlagsReachTheViews(demo) }
}

/// Every control of the live panel changes the views at once.
final class OptionsPanelTests: XCTestCase {
    func testTheSecondViewsPlaceholderComesFromTheUIFileAndFlagsSetThePanel() throws {
        try gtkTest { try OptionsPanelChecks<Gtk3Host>.flagsSetThePanelAndTheUIFileTheSecondPlaceholder() }
    }
    func testEveryControlChangesTheViewsAtOnce() throws {
        try gtkTest { try OptionsPanelChecks<Gtk3Host>.everyControlChangesTheViewsAtOnce() }
    }
}
