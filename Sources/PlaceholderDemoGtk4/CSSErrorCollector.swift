import CPlaceholderGtk4

/// Keeps the first error a GtkCssProvider reports while loading, as
/// `line:column: message` (GTK 4's loaders return nothing; errors come
/// through the `parsing-error` signal, and a handler keeps GTK from
/// printing them itself).
@MainActor
final class CSSErrorCollector {
    /// The first error reported, if any.
    private(set) var first: String?
    private let provider: UnsafeMutablePointer<GtkCssProvider>
    private var handler: gulong = 0

    init(_ provider: UnsafeMutablePointer<GtkCssProvider>) {
        self.provider = provider
        let callback: @convention(c) (gpointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void = {
            _, section, error, data in
            guard let data else { return }
            let address = UInt(bitPattern: data), sectionAddress = section.map { UInt(bitPattern: $0) }
            let message = error.map { String(cString: $0.pointee.message) } ?? "invalid CSS"
            MainActor.assumeIsolated {
                let collector = Unmanaged<CSSErrorCollector>.fromOpaque(UnsafeMutableRawPointer(bitPattern: address)!)
                    .takeUnretainedValue()
                collector.record(message, section: sectionAddress.flatMap { OpaquePointer(bitPattern: $0) })
            }
        }
        handler = g_signal_connect_data(
            UnsafeMutableRawPointer(provider), "parsing-error", unsafeBitCast(callback, to: GCallback.self),
            Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
    }

    /// Stops listening; call it before this object goes.
    func disconnect() {
        if handler != 0 { g_signal_handler_disconnect(UnsafeMutableRawPointer(provider), handler) }
        handler = 0
    }

    private func record(_ message: String, section: OpaquePointer?) {
        guard first == nil else { return }
        if let section, let start = gtk_css_section_get_start_location(section) {
            first = "\(start.pointee.lines + 1):\(start.pointee.line_chars + 1): \(message)"
        } else {
            first = " \(message)"
        }
    }
}
