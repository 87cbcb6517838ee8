import CPlaceholderGObject
import Foundation
import PlaceholderGObject

/// Collects the warnings and criticals GLib, GObject, GDK, GTK and Pango
/// log while it lives (instead of printing them), so a test can assert
/// that bad input made none. Every message reaches GLib's structured log
/// writer (GLib's default handler hands `g_log`'s there too, GTK 4 logs
/// there directly): the process's writer hands them to the newest
/// collector alive.
@MainActor
public final class LogCollector {
    /// The messages logged so far, as "Domain: message".
    public private(set) var messages: [String] = []

    /// Starts collecting.
    public init() { StructuredLogTap.collectors.append(Weak(collector: self)) }

    isolated deinit { StructuredLogTap.collectors.removeAll { $0.collector == nil || $0.collector === self } }

    /// The log domains collected.
    fileprivate static let domains: Set = ["GLib", "GLib-GObject", "Gdk", "Gsk", "Gtk", "Pango", "Ptv"]

    /// Collects `text` from the structured log.
    fileprivate func collect(_ text: String) { messages.append(text) }
}

/// A collector, not kept alive by the tap.
@MainActor
private struct Weak {
    weak var collector: LogCollector?
}

/// The process's structured log writer, installed with the first collector
/// (GLib takes one writer per process): warnings and criticals of the
/// collected domains logged on the main thread go to the newest collector
/// alive; everything else is written as GLib would.
@MainActor
private enum StructuredLogTap {
    static var collectors: [Weak] = [] {
        didSet { if !installed { installed = true; g_log_set_writer_func(structuredWriter, nil, nil) } }
    }
    private static var installed = false

    /// Hands `text` of `domain` to the newest collector; false if none takes it.
    static func deliver(_ text: String, domain: String) -> Bool {
        guard LogCollector.domains.contains(domain), let collector = collectors.last(where: { $0.collector != nil })?.collector
        else { return false }
        collector.collect(text)
        return true
    }
}

/// The structured log writer: `(level, fields, count, data)`.
private let structuredWriter: GLogWriterFunc = { level, fields, count, data in
    // Fatal messages are written as GLib would, before it aborts.
    let fatal = level.rawValue & numericCast(PTV_LOG_FATAL) != 0
    guard level.rawValue & numericCast(PTV_LOG_WARNINGS_AND_CRITICALS) != 0, !fatal, Thread.isMainThread, let fields else {
        return g_log_writer_default(level, fields, count, data)
    }
    var domain = "", message = ""
    for field in UnsafeBufferPointer(start: fields, count: Int(count)) where field.length < 0 {
        let value = String(cString: field.value.assumingMemoryBound(to: CChar.self))
        switch String(cString: field.key) {
        case "GLIB_DOMAIN": domain = value
        case "MESSAGE": message = value
        default: break
        }
    }
    let text = domain + ": " + message
    let taken = MainActor.assumeIsolated { StructuredLogTap.deliver(text, domain: domain) }
    return taken ? G_LOG_WRITER_HANDLED : g_log_writer_default(level, fields, count, data)
}
