import CPlaceholderGObject
import PlaceholderGObject

/// Collects the warnings and criticals GLib, GObject, GDK, GTK and Pango
/// log while it lives (instead of printing them), so a test can assert
/// that bad input made none.
@MainActor
public final class LogCollector {
    /// The messages logged so far, as "Domain: message".
    public private(set) var messages: [String] = []
    private var handlers: [(domain: String, id: guint)] = []

    /// Starts collecting.
    public init() {
        let levels = GLibFlags.logWarningsAndCriticals
        let handler: GLogFunc = { domain, _, message, data in
            guard let data else { return }
            let address = UInt(bitPattern: data)
            let text = (domain.map { String(cString: $0) } ?? "") + ": " + (message.map { String(cString: $0) } ?? "")
            MainActor.assumeIsolated {
                Unmanaged<LogCollector>.fromOpaque(UnsafeMutableRawPointer(bitPattern: address)!)
                    .takeUnretainedValue().messages.append(text)
            }
        }
        let data = Unmanaged.passUnretained(self).toOpaque()
        for domain in ["GLib", "GLib-GObject", "Gdk", "Gsk", "Gtk", "Pango", "Ptv"] {
            handlers.append((domain, g_log_set_handler(domain, levels, handler, data)))
        }
    }

    isolated deinit {
        for (domain, id) in handlers { g_log_remove_handler(domain, id) }
    }
}
