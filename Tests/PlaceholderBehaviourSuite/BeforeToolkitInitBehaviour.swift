import Foundation
import PlaceholderCore
import PlaceholderSubprocess
import PlaceholderTestImaging
import XCTest

/// The environment variable that tells a child process it runs the
/// before-initialisation checks.
private let childVariable = "PLACEHOLDER_TEST_BEFORE_TOOLKIT_CHILD"

/// Creating or attaching before GTK is initialised is a typed error, not
/// a crash; checked in a child process with no display, before and after a
/// failed `gtk_init_check`.
@MainActor
public final class BeforeToolkitInitBehaviour: BehaviourGroup {
    /// Runs `testChildProcessBeforeGtkIsInitialised` in a child process
    /// with no display and GTK never initialised, and reads its verdict;
    /// the error's description names `gtk_init_check`.
    public func testCreatingAViewBeforeGtkIsInitialisedThrows() throws {
        guard ProcessInfo.processInfo.environment[childVariable] == nil else {
            throw XCTSkip("\(childVariable) is set: this process is a child, which runs only the child's side")
        }
        let description = PlaceholderError.gtkNotInitialized.description
        XCTAssertTrue(description.contains("gtk_init_check"), description)
        let child = try runChildProcess(
            CommandLine.arguments[0],
            ["\(harness.testModule).BeforeToolkitInitBehaviour/testChildProcessBeforeGtkIsInitialised"],
            environment: [childVariable: "1", "DISPLAY": nil, "WAYLAND_DISPLAY": nil], mergeErrors: true)
        XCTAssertEqual(child.status, 0, child.output.suffix(3000).description)
        XCTAssertTrue(child.output.contains("Executed 1 test, with 0 failures"), child.output.suffix(2000).description)
        XCTAssertTrue(child.output.contains("checked before and after a failed gtk_init_check"),
                      child.output.suffix(2000).description)
    }

    /// The child's side: skipped unless run as the child of the test above.
    public func testChildProcessBeforeGtkIsInitialised() throws {
        guard ProcessInfo.processInfo.environment[childVariable] != nil else {
            throw XCTSkip(
                "child-process entry point of testCreatingAViewBeforeGtkIsInitialisedThrows: runs only in the child")
        }
        assertRefusedWithoutGtk("before gtk_init_check")
        XCTAssertFalse(harness.initializeToolkitWithoutDisplay(), "no display in the child")
        assertRefusedWithoutGtk("after a failed gtk_init_check")
        print("checked before and after a failed gtk_init_check")
    }

    /// Asserts that both initialisers throw `.gtkNotInitialized`, the
    /// attaching one before it looks at its pointer.
    private func assertRefusedWithoutGtk(_ when: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try harness.makeFacade(), "init() \(when)", file: file, line: line) { error in
            XCTAssertEqual(error as? PlaceholderError, .gtkNotInitialized, when, file: file, line: line)
        }
        let standIn = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 8)
        defer { standIn.deallocate() }
        XCTAssertThrowsError(try harness.attachFacade(to: standIn), "init(attachingTo:) \(when)",
                             file: file, line: line) { error in
            XCTAssertEqual(error as? PlaceholderError, .gtkNotInitialized, "\(when), before the pointer is read",
                           file: file, line: line)
        }
    }
}
