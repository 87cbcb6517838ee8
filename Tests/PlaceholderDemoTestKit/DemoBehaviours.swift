// The demos' checks as scenario groups: the BehaviourSuiteTests plugin
// turns each `public func testName() throws` into an XCTest test in both
// demo test binaries, which give their demo through `runBehaviour`.

/// One demo under test, as its test binary gives it.
@MainActor
public protocol DemoHarness {
    /// The built demo and what its screenshots show.
    var demo: DemoUnderTest { get }
    /// Runs `check` with this toolkit's in-process host, GTK initialised.
    func withHost(_ check: (any DemoTestHost.Type) throws -> Void) throws
}

/// The command line, run as a user would: what it refuses, and what its
/// screenshots show.
@MainActor
public struct DemoCommandBehaviour {
    let harness: any DemoHarness
    /// The group for one demo.
    public init(harness: any DemoHarness) { self.harness = harness }

    /// Without a display the demo exits non-zero with one line saying how to get one.
    public func testWithoutADisplayItExitsNonZeroWithOneLineSayingHowToGetOne() throws {
        try DemoCommandChecks.withoutADisplayItSaysHowToGetOne(harness.demo)
    }
    /// An unknown flag or a missing value exits non-zero with one line.
    public func testUnknownFlagAndMissingValueExitNonZeroWithOneLine() throws {
        try DemoCommandChecks.badArgumentsExitWithOneLine(harness.demo)
    }
    /// `--help` lists every flag.
    public func testHelpListsEveryFlag() throws { try DemoCommandChecks.helpListsEveryFlag(harness.demo) }
    /// A screenshot path that cannot be written fails and writes nothing.
    public func testUnwritableScreenshotPathFailsAndWritesNothing() throws {
        try DemoCommandChecks.unwritableScreenshotPathFails(harness.demo)
    }
    /// The screenshot shows the entry's and both views' placeholders in one colour, at a fixed size.
    public func testScreenshotShowsTheEntrysAndBothViewsPlaceholdersInOneColourAtAFixedSize() throws {
        try DemoCommandChecks.screenshotShowsEveryPlaceholderInOneColour(harness.demo)
    }
    /// The screenshot flags for right-to-left, centred and HiDPI.
    public func testScreenshotFlagsForRightToLeftCentredAndHiDPI() throws {
        try DemoCommandChecks.screenshotFlagsForRightToLeftCentredAndHiDPI(harness.demo)
    }
}

/// Every way the command can fail is one line and writes nothing.
@MainActor
public struct DemoFailureBehaviour {
    let harness: any DemoHarness
    /// The group for one demo.
    public init(harness: any DemoHarness) { self.harness = harness }

    /// Every failure is one line on standard error and writes nothing.
    public func testEveryFailureIsOneLineOnStandardErrorAndWritesNothing() throws {
        try DemoFailureChecks.everyFailureIsOneLineAndWritesNothing(harness.demo)
    }
}

/// The demo as a GtkApplication, its resources and desktop entry.
@MainActor
public struct DemoApplicationBehaviour {
    let harness: any DemoHarness
    /// The group for one demo.
    public init(harness: any DemoHarness) { self.harness = harness }

    /// Ctrl+Q quits and Ctrl+W closes the window.
    public func testControlQQuitsAndControlWClosesTheWindow() throws {
        try DemoApplicationChecks.controlQQuitsAndControlWCloses(harness.demo)
    }
    /// A second launch raises the first instance instead of opening another.
    public func testASecondLaunchRaisesTheFirstInstanceInsteadOfOpeningAnother() throws {
        try DemoApplicationChecks.aSecondLaunchRaisesTheFirstInstance(harness.demo)
    }
    /// The demo runs from any directory and as a copied binary.
    public func testRunsFromAnyDirectoryAndAsACopiedBinary() throws {
        try DemoApplicationChecks.runsFromAnyDirectoryAndAsACopiedBinary(harness.demo)
    }
    /// Missing or broken resources give a one-line error naming them.
    public func testMissingOrBrokenResourcesGiveAOneLineErrorNamingThem() throws {
        try DemoApplicationChecks.missingOrBrokenResourcesGiveOneLineNamingThem(harness.demo)
    }
    /// This demo's style sheet holds the same rules as the other demo's.
    public func testStyleSheetHoldsTheSameRulesAsTheOtherDemos() throws {
        try DemoApplicationChecks.styleSheetHoldsTheSameRulesAsTheOtherDemos(harness.demo)
    }
    /// The desktop entry is valid and starts this demo.
    public func testDesktopEntryIsValidAndStartsThisDemo() throws {
        try DemoApplicationChecks.desktopEntryIsValidAndStartsThisDemo(harness.demo)
    }
    /// The panel's flags reach the views.
    public func testPanelFlagsReachTheViews() throws { try DemoApplicationChecks.panelFlagsReachTheViews(harness.demo) }
}

/// Every control of the live panel changes the views at once.
@MainActor
public struct OptionsPanelBehaviour {
    let harness: any DemoHarness
    /// The group for one demo.
    public init(harness: any DemoHarness) { self.harness = harness }

    /// The second view's placeholder comes from the `.ui` file; flags set the panel.
    public func testTheSecondViewsPlaceholderComesFromTheUIFileAndFlagsSetThePanel() throws {
        try harness.withHost { try Self.flagsSetThePanel($0) }
    }
    /// Every control changes the views at once.
    public func testEveryControlChangesTheViewsAtOnce() throws {
        try harness.withHost { try Self.everyControlChanges($0) }
    }

    private static func flagsSetThePanel<Host: DemoTestHost>(_: Host.Type) throws {
        try OptionsPanelChecks<Host>.flagsSetThePanelAndTheUIFileTheSecondPlaceholder()
    }
    private static func everyControlChanges<Host: DemoTestHost>(_: Host.Type) throws {
        try OptionsPanelChecks<Host>.everyControlChangesTheViewsAtOnce()
    }
}
