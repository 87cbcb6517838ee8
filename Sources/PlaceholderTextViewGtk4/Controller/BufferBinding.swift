import CPlaceholderGtk4
import PlaceholderGObject

/// The controller's hold on a view's current buffer: a reference (so the
/// buffer cannot be finalized under its handler when the view lets go of it)
/// and the `changed` handler, both released when the binding is dropped.
@MainActor
final class BufferBinding {
    /// The buffer followed.
    let buffer: UnsafeMutablePointer<GtkTextBuffer>
    private let changed: SignalConnection

    /// Refs `buffer` and routes each change of its text to `router`.
    init(buffer: UnsafeMutablePointer<GtkTextBuffer>, router: SignalRouter) {
        self.buffer = buffer
        g_object_ref(UnsafeMutableRawPointer(buffer))
        changed = ViewSignal.bufferChanged.connect(UnsafeMutableRawPointer(buffer), to: router)
    }

    /// Whether the buffer holds no characters: O(1).
    var isEmpty: Bool { gtk_text_buffer_get_char_count(buffer) == 0 }

    isolated deinit {
        changed.disconnect()
        g_object_unref(UnsafeMutableRawPointer(buffer))
    }
}
