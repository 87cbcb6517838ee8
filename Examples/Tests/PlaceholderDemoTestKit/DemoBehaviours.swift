// The demos' checks as scenario groups, declared here with their
// scenarios in extensions (the …Checks files): the BehaviourSuiteTests
// plugin turns each `public func testName() throws` into an XCTest test in
// both demo test binaries, which give their toolkit's `DemoTestHost`
// through `runBehaviour`.

/// What every group of the demos' checks holds: the demo test binary's
/// host, which gives the demo under test.
@MainActor
public class DemoGroup {
    /// The test binary's toolkit host.
    let harness: any DemoTestHost.Type
    /// The group for one demo.
    public init(harness: any DemoTestHost.Type) { self.harness = harness }
    /// The demo the scenarios run.
    var demo: DemoUnderTest { harness.demo }
}

/// The command line, run as a user would: its help, and what its
/// screenshots show.
public final class DemoCommandBehaviour: DemoGroup {}

/// Every way the command can fail is one line and writes nothing.
public final class DemoFailureBehaviour: DemoGroup {}

/// The demo as a GtkApplication, its resources and desktop entry.
public final class DemoApplicationBehaviour: DemoGroup {}

/// Every control of the live panel changes the views at once.
public final class OptionsPanelBehaviour: DemoGroup {
    /// The second view's placeholder comes from the `.ui` file; flags set the panel.
    public func testTheSecondViewsPlaceholderComesFromTheUIFileAndFlagsSetThePanel() throws {
        try harness.withGtk { try harness.flagsSetThePanelAndTheUIFileTheSecondPlaceholder() }
    }
    /// Every control changes the views at once.
    public func testEveryControlChangesTheViewsAtOnce() throws {
        try harness.withGtk { try harness.everyControlChangesTheViewsAtOnce() }
    }
}
