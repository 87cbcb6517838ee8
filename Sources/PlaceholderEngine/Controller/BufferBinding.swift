import CPlaceholderGObject
import PlaceholderGObject

/// The controller's hold on a view's current buffer: a reference (so the
/// buffer cannot be finalized under its handler when the view lets go of it)
/// and the `changed` handler, both released when the binding is dropped.
@MainActor
final class BufferBinding {
    /// The buffer followed (a `GtkTextBuffer`).
    let buffer: gpointer
    private let changed: SignalConnection

    /// Refs `buffer` and routes each change of its text to `router`.
    init(buffer: gpointer, router: SignalRouter) {
        self.buffer = buffer
        g_object_ref(buffer)
        changed = EngineSignal.bufferChanged.connect(buffer, to: router)
    }

    isolated deinit {
        changed.disconnect()
        g_object_unref(buffer)
    }
}
