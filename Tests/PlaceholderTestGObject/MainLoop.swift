import CPlaceholderGObject
import Foundation

/// The GLib main loop, which both toolkits run.
@MainActor
public enum MainLoop {
    /// Runs the main loop until `condition` holds or `timeout` seconds pass;
    /// returns whether it held.
    @discardableResult
    public static func pump(timeout: Double = 2, until condition: () -> Bool = { false }) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            while g_main_context_iteration(nil, 0) != 0 {}
            if condition() { return true }
            if Date() > deadline { return false }
            g_usleep(1000)
        }
    }
}
