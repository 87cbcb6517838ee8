import Foundation
import PlaceholderTestImaging
import XCTest

/// The C library run by a program whose GTK is not on its first thread,
/// for either toolkit's installation.
extension CLibraryChecks {
    /// `C/tests/test-ptv-thread.c`: GTK initialised and iterated on a second
    /// thread works as on the first; calls from a third thread while GTK's
    /// runs its main loop, and bad arguments, are criticals or warnings that
    /// change nothing and end nothing. The program catches and checks what
    /// is logged itself, so its standard error stays empty.
    func gtkOnASecondThreadAndMisuseFromAnother() throws {
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let program = output.appendingPathComponent("test-ptv-thread").path
        try compileC(["test-ptv-thread.c", "test-ptv-bad-input.c"], into: program)
        let run = try runChildProcess(program, [], environment: installed.environment)
        assertAllChecksPassed(run)
    }

    /// `C/tests/focus_rule_ptv.py`: on screen, beside a `GtkEntry`, the
    /// focused view's placeholder does by default what the toolkit's entry
    /// does with its own (GTK 3 hides it, GTK 4 keeps it), and
    /// `hide-while-focused` chooses either rule.
    func theDefaultFocusRuleIsTheEntrysOnScreen() throws {
        let run = try python("focus_rule_ptv.py", ["\(gtk)"], environment: installed.environment)
        assertAllChecksPassed(run)
    }

    /// `C/tests/thread_drop_ptv.py`: the last reference to a
    /// `Ptv.Placeholder` (with a placeholder, a limit and a counter) dropped
    /// in a Python thread leaves GTK's objects alone there, tells nothing
    /// after, and the view keeps its placeholder.
    func lastReferenceDroppedInAPythonThread() throws {
        let run = try python("thread_drop_ptv.py", ["\(gtk)"], environment: installed.environment)
        assertAllChecksPassed(run)
    }
}
