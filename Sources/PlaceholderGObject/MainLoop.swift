import CPlaceholderGObject

/// GLib's main loop run by hand, as both toolkits' benchmarks and tests run
/// it: GTK 3 and GTK 4 both dispatch their events, redraws and idles there.
public enum MainLoop {
    /// Dispatches everything ready now, without blocking.
    public static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    /// Runs the loop until `condition` holds or `timeout` seconds pass;
    /// returns whether it held.
    @discardableResult
    public static func pump(timeout: Double = 2, until condition: () -> Bool = { false }) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        while true {
            drain()
            if condition() { return true }
            if g_get_monotonic_time() > deadline { return false }
            g_usleep(1000)
        }
    }
}
