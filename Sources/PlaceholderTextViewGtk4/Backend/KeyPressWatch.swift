import CPlaceholderGtk4
import PlaceholderCore
import PlaceholderEngine
import PlaceholderGObject

/// Hands GTK 4 key presses on a view to its controller before the view
/// (and its input method) sees them: a key controller of its own on the
/// view, in the capture phase, which stops the press when the controller
/// takes it (only while the view itself has the focus).
final class KeyPressWatch {
    private let receiver: KeyPressReceiver
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let keys: OpaquePointer

    /// Starts watching `view` for `controller`.
    init(view: UnsafeMutablePointer<GtkTextView>, controller: PlaceholderController) {
        let widget = UnsafeMutableRawPointer(view).assumingMemoryBound(to: GtkWidget.self)
        self.widget = widget
        // The capture phase also brings the keys of widgets inside the view
        // (children at anchors, overlays): those are theirs.
        receiver = KeyPressReceiver(controller: controller) {
            gtk_widget_get_root(widget).map { gtk_root_get_focus($0) == widget } ?? false
        }
        keys = gtk_event_controller_key_new()
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        g_signal_connect_data(
            UnsafeMutableRawPointer(keys), "key-pressed", unsafeBitCast(keyPressedThunk, to: GCallback.self),
            receiver.handlerData, nil, GLibFlags.connectDefault)
        g_object_ref(UnsafeMutableRawPointer(keys))
        gtk_widget_add_controller(widget, keys)
    }

    /// Disconnects the handler before the receiver goes, and takes the key
    /// controller off the view if it is still there.
    deinit {
        onGtkThread {
            g_signal_handlers_disconnect_matched(
                UnsafeMutableRawPointer(keys), GLibFlags.matchData, 0, 0, nil, nil, receiver.handlerData)
            if gtk_event_controller_get_widget(keys) == widget { gtk_widget_remove_controller(widget, keys) }
            g_object_unref(UnsafeMutableRawPointer(keys))
        }
    }
}

private let keyPressedThunk: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> gboolean = {
    _, keyval, _, modifiers, data in
    KeyPressReceiver.deliver(data, keyval: keyval, modifiers: modifiers)
}
