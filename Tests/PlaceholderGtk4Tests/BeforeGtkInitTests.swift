import CPlaceholderGtk4
import Foundation
import PlaceholderTestSupportGtk4
import XCTest

@testable import PlaceholderTextViewGtk4

/// The environment variable that tells a child process it runs the
/// before-GTK-initialisation checks.
private let beforeGtkChildVariable = "PLACEHOLDER_TEST_BEFORE_GTK4_CHILD"

/// Asserts that both initialisers throw `.gtkNotInitialized` (`when` says
/// at what point), the attaching one before it looks at its pointer.
@MainActor
private func assertRefusedWithoutGtk(_ when: String, file: StaticString = #filePath, line: UInt = #line) {
    do {
        _ = try PlaceholderTextView()
        XCTFail("init() did not throw \(when)", file: file, line: line)
    } catch {
        XCTAssertEqual(error, .gtkNotInitialized, when, file: file, line: line)
    }
    var standIn = 0
    withUnsafeMutablePointer(to: &standIn) { pointer in
        do {
            _ = try PlaceholderTextView(attachingTo: UnsafeMutableRawPointer(pointer))
            XCTFail("init(attachingTo:) did not throw \(when)", file: file, line: line)
        } catch {
            XCTAssertEqual(error as? PlaceholderError, .gtkNotInitialized, "\(when), before the pointer is read",
                           file: file, line: line)
        }
    }
}

/// Calls before GTK is initialised are typed errors.
final class BeforeGtkInitTests: XCTestCase {
    /// Runs `testChildProcessBeforeGtkIsInitialised` in a child process
    /// with no display and GTK never initialised.
    func testCreatingAViewBeforeGtkIsInitialisedThrows() throws {
        guard ProcessInfo.processInfo.environment[beforeGtkChildVariable] == nil else { return }
        let child = try runChildProcess(
            CommandLine.arguments[0], ["PlaceholderGtk4Tests.BeforeGtkInitTests/testChildProcessBeforeGtkIsInitialised"],
            environment: [beforeGtkChildVariable: "1", "DISPLAY": nil, "WAYLAND_DISPLAY": nil], mergeErrors: true)
        XCTAssertEqual(child.status, 0, child.output.suffix(3000).description)
        XCTAssertTrue(child.output.contains("Executed 1 test, with 0 failures"), child.output.suffix(2000).description)
        XCTAssertTrue(child.output.contains("checked before and after a failed gtk_init_check"), child.output.suffix(2000).description)
    }

    /// The child's side: does nothing unless run by the test above.
    func testChildProcessBeforeGtkIsInitialised() {
        guard ProcessInfo.processInfo.environment[beforeGtkChildVariable] != nil else { return }
        MainActor.assumeIsolated {
            assertRefusedWithoutGtk("before gtk_init_check")
            XCTAssertEqual(gtk_init_check(), 0, "no display in the child")
            assertRefusedWithoutGtk("after a failed gtk_init_check")
            print("checked before and after a failed gtk_init_check")
        }
    }
}
