import CPlaceholderGObject

/// The receiving end of a toolkit's key-press handler on a view (GTK 3's
/// `key-press-event`, GTK 4's capture-phase key controller): hands each
/// press to the view's controller, and tells the toolkit whether it was
/// taken.
@MainActor
package final class KeyPressReceiver {
    private weak var controller: PlaceholderController?

    /// A receiver for `controller`'s view.
    package init(controller: PlaceholderController) {
        self.controller = controller
    }

    /// The handler's data: the receiver, not retained (whoever connects the
    /// handler disconnects it before letting the receiver go).
    package var handlerData: gpointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Delivers a key press of `keyval` with `modifiers` (GDK's values)
    /// from a C handler whose data is `handlerData`, on the thread running
    /// GTK; returns whether the press was taken (stop it: TRUE).
    package nonisolated static func deliver(_ data: gpointer?, keyval: UInt32, modifiers: UInt32) -> gboolean {
        guard let data else { return 0 }
        let address = UInt(bitPattern: data)
        return MainActor.assumeIsolated {
            let receiver = Unmanaged<KeyPressReceiver>.fromOpaque(UnsafeMutableRawPointer(bitPattern: address)!)
            let taken = receiver.takeUnretainedValue().controller?.keyPressed(keyval: keyval, modifiers: modifiers)
            return taken == true ? 1 : 0
        }
    }
}
