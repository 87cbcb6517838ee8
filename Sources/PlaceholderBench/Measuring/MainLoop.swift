import CPlaceholderGtk3
import PlaceholderBenchSupport

/// Running GTK's main loop by hand.
@MainActor
enum MainLoop {
    /// Dispatches everything ready now, without blocking.
    static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Runs the loop until `condition` holds or `timeout` seconds pass.
    static func pump(timeout: Double = 5, until condition: () -> Bool) {
        let deadline = Clock.nanoseconds() + UInt64(timeout * 1e9)
        while !condition() && Clock.nanoseconds() < deadline {
            drain()
            g_usleep(1000)
        }
    }
}
