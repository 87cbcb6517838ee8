import CPlaceholderGObject
import CPlaceholderGtkCalls
import PlaceholderCore
import PlaceholderGObject

/// The controller's hold on a view's current buffer: a reference (so the
/// buffer cannot be finalized under its handler when the view lets go of it)
/// and a `changed` handler in C that calls the controller only when the
/// buffer's emptiness is not the one the controller last saw, or on every
/// change while a limit counts the text; both released when the binding is
/// dropped.
final class BufferBinding {
    /// The buffer followed (a `GtkTextBuffer`).
    let buffer: gpointer
    private let watch: UnsafeMutablePointer<PtvBufferWatch>
    private let changed: SignalConnection

    /// Refs `buffer` and calls `controller` (not retained: it owns the
    /// binding) as the watch says.
    init(buffer: gpointer, controller: PlaceholderController) {
        self.buffer = buffer
        g_object_ref(buffer)
        watch = .allocate(capacity: 1)
        watch.initialize(to: PtvBufferWatch(
            seen_empty: controller.bufferWasEmpty ? 1 : 0, every_change: controller.settings.limit.isSet ? 1 : 0,
            changed: bufferChanged, owner: Unmanaged.passUnretained(controller).toOpaque()))
        let handler = unsafeBitCast(
            ptv_buffer_watch_changed as @convention(c) (OpaquePointer?, UnsafeMutablePointer<PtvBufferWatch>?) -> Void,
            to: GCallback.self)
        changed = SignalConnection(connecting: "changed", of: buffer, to: handler, data: watch)
    }

    /// The emptiness the controller acted on last.
    var seenEmpty: Bool {
        get { watch.pointee.seen_empty != 0 }
        set { watch.pointee.seen_empty = newValue ? 1 : 0 }
    }

    /// Whether every change reaches the controller (while a limit counts).
    var reportsEveryChange: Bool {
        get { watch.pointee.every_change != 0 }
        set { watch.pointee.every_change = newValue ? 1 : 0 }
    }

    deinit {
        onGtkThread {
            changed.disconnect()
            watch.deallocate()
            g_object_unref(buffer)
        }
    }
}

/// The watch's call into Swift; GTK emits on its thread (`onGtkThread`).
private let bufferChanged: @convention(c) (UnsafeMutableRawPointer?) -> Void = { owner in
    guard let owner else { return }
    let controller = Unmanaged<PlaceholderController>.fromOpaque(owner).takeUnretainedValue()
    onGtkThread { controller.bufferChanged() }
}
