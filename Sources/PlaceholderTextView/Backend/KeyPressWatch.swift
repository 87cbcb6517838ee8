import CPlaceholderGtk3
import PlaceholderCore
import PlaceholderEngine
import PlaceholderGObject

/// Hands GTK 3 key presses on a view to its controller before the view
/// (and its input method) sees them: a `key-press-event` handler run before
/// the class's, which stops the press when the controller takes it.
final class KeyPressWatch {
    private let receiver: KeyPressReceiver
    private let connection: SignalConnection

    /// Starts watching `view` for `controller`.
    init(view: UnsafeMutablePointer<GtkTextView>, controller: PlaceholderController) {
        receiver = KeyPressReceiver(controller: controller)
        connection = SignalConnection(
            connecting: "key-press-event", of: view, to: unsafeBitCast(keyPressThunk, to: GCallback.self),
            data: receiver.handlerData)
    }

    deinit { onGtkThread { connection.disconnect() } }
}

private let keyPressThunk: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEventKey>?, gpointer?) -> gboolean = {
    _, event, data in
    guard let event else { return 0 }
    return KeyPressReceiver.deliver(data, keyval: event.pointee.keyval, modifiers: event.pointee.state)
}
