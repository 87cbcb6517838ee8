import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderGObject

/// Connects a C callback to `signal` on `instance` with `owner` (not
/// retained) as its user data: the baselines are kept alive by the
/// benchmark for as long as their widgets live.
@MainActor
public func connect(
    _ instance: UnsafeMutableRawPointer, _ signal: String, owner: AnyObject, after: Bool = false,
    _ callback: GCallback
) {
    _ = SignalConnection(
        connecting: signal, of: instance, to: callback, data: Unmanaged.passUnretained(owner).toOpaque(), after: after)
}

/// A callback argument as an address: pointers are not `Sendable`, so they
/// cross into `MainActor.assumeIsolated` as integers.
public func address<T>(_ pointer: UnsafeMutablePointer<T>?) -> UInt { UInt(bitPattern: pointer) }
/// A raw callback argument as an address.
public func address(_ pointer: UnsafeMutableRawPointer?) -> UInt { UInt(bitPattern: pointer) }
/// An opaque callback argument as an address.
public func address(_ pointer: OpaquePointer?) -> UInt { UInt(bitPattern: UnsafeMutableRawPointer(pointer)) }

/// The object behind a callback's user data, given as an address.
public func object<T: AnyObject>(_ address: UInt, as type: T.Type) -> T {
    Unmanaged<T>.fromOpaque(UnsafeMutableRawPointer(bitPattern: address)!).takeUnretainedValue()
}

/// The typed pointer at `address`.
public func pointer<T>(_ address: UInt, to type: T.Type) -> UnsafeMutablePointer<T> {
    UnsafeMutablePointer<T>(bitPattern: address)!
}

/// The whole text of `buffer`: O(n), as reading `UITextView.text` is.
@MainActor
public func wholeText(of buffer: OpaquePointer) -> String {
    var start = PtvGtkTextIter(), end = PtvGtkTextIter()
    ptv_gtk_text_buffer_get_bounds(buffer, &start, &end)
    let text = ptv_gtk_text_buffer_get_text(buffer, &start, &end, 1)!
    defer { g_free(text) }
    return String(cString: text)
}

/// Shows `label` exactly while `buffer` is empty, checked on every change
/// of the buffer: what apps that lay a label over a view do.
@MainActor
public final class EmptyBufferLabelToggle {
    private let buffer: OpaquePointer
    private let label: OpaquePointer

    /// Follows the buffer of `textView` (a `GtkTextView`) and shows or
    /// hides `label` (a `GtkWidget`) now and after each change.
    public init(textView: UnsafeMutableRawPointer, label: UnsafeMutableRawPointer) {
        buffer = ptv_gtk_text_view_get_buffer(OpaquePointer(textView))
        self.label = OpaquePointer(label)
        update()
        connect(
            UnsafeMutableRawPointer(buffer), "changed", owner: self, unsafeBitCast(labelToggleBufferChanged, to: GCallback.self))
    }

    fileprivate func update() {
        ptv_gtk_widget_set_visible(label, ptv_gtk_text_buffer_get_char_count(buffer) == 0 ? 1 : 0)
    }
}

private let labelToggleBufferChanged: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    let owner = address(data)
    MainActor.assumeIsolated { object(owner, as: EmptyBufferLabelToggle.self).update() }
}
