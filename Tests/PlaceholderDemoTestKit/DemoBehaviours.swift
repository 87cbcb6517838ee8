// The demos' checks as scenario groups, declared here with their
// scenarios in extensions (the …Checks files): the BehaviourSuiteTests
// plugin turns each `public func testName() throws` into an XCTest test in
// both demo test binaries, which give their demo through `runBehaviour`.

/// One demo under test, as its test binary gives it.
@MainActor
public protocol DemoHarness {
    /// The built demo and what its screenshots show.
    var demo: DemoUnderTest { get }
    /// Runs `check` with this toolkit's in-process host, GTK initialised.
    func withHost(_ check: (any DemoTestHost.Type) throws -> Void) throws
}

/// The command line, run as a user would: its help, and what its
/// screenshots show.
@MainActor
public struct DemoCommandBehaviour {
    let harness: any DemoHarness
    /// The group for one demo.
    public init(harness: any DemoHarness) { self.harness = harness }
    /// The demo the scenarios run.
    var demo: DemoUnderTest { harness.demo }
}

/// Every way the command can fail is one line and writes nothing.
@MainActor
public struct DemoFailureBehaviour {
    let harness: any DemoHarness
    /// The group for one demo.
    public init(harness: any DemoHarness) { self.harness = harness }
    /// The demo the scenarios run.
    var demo: DemoUnderTest { harness.demo }
}

/// The demo as a GtkApplication, its resources and desktop entry.
@MainActor
public struct DemoApplicationBehaviour {
    let harness: any DemoHarness
    /// The group for one demo.
    public init(harness: any DemoHarness) { self.harness = harness }
    /// The demo the scenarios run.
    var demo: DemoUnderTest { harness.demo }
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
