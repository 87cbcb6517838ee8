import CPlaceholderGtk3
import PlaceholderGObject

/// Connects a C callback to `signal` on `instance` with `owner` (not
/// retained) as its user data: the baselines are kept alive by the
/// benchmark for as long as their widgets live.
@MainActor
func connect(
    _ instance: UnsafeMutableRawPointer, _ signal: String, owner: AnyObject, after: Bool = false,
    _ callback: GCallback
) {
    g_signal_connect_data(
        instance, signal, callback, Unmanaged.passUnretained(owner).toOpaque(), nil,
        after ? GLibFlags.connectAfter : GLibFlags.connectDefault)
}

/// A callback argument as an address: pointers are not `Sendable`, so they
/// cross into `MainActor.assumeIsolated` as integers.
func address<T>(_ pointer: UnsafeMutablePointer<T>?) -> UInt { UInt(bitPattern: pointer) }
func address(_ pointer: UnsafeMutableRawPointer?) -> UInt { UInt(bitPattern: pointer) }
func address(_ pointer: OpaquePointer?) -> UInt { UInt(bitPattern: UnsafeMutableRawPointer(pointer)) }

/// The object behind a callback's user data, given as an address.
func object<T: AnyObject>(_ address: UInt, as type: T.Type) -> T {
    Unmanaged<T>.fromOpaque(UnsafeMutableRawPointer(bitPattern: address)!).takeUnretainedValue()
}

/// The typed pointer at `address`.
func pointer<T>(_ address: UInt, to type: T.Type) -> UnsafeMutablePointer<T> {
    UnsafeMutablePointer<T>(bitPattern: address)!
}

/// The whole text of `buffer`: O(n), as reading `UITextView.text` is.
@MainActor
func wholeText(of buffer: UnsafeMutablePointer<GtkTextBuffer>) -> String {
    var start = GtkTextIter(), end = GtkTextIter()
    gtk_text_buffer_get_bounds(buffer, &start, &end)
    let text = gtk_text_buffer_get_text(buffer, &start, &end, 1)!
    defer { g_free(text) }
    return String(cString: text)
}
