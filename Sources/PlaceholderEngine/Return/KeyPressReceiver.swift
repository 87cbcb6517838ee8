import CPlaceholderGObject
import PlaceholderCore

/// The receiving end of a toolkit's key-press handler on a view (GTK 3's
/// `key-press-event`, GTK 4's capture-phase key controller): hands each
/// press to the view's controller, and tells the toolkit whether it was
/// taken.
package final class KeyPressReceiver {
    /// The controller, which owns (through its backend) the watch that owns
    /// this receiver.
    private let owner: OwnerReference<PlaceholderController>
    private var controller: PlaceholderController? { owner.object }
    /// Whether a press is the view's own, not one of a widget inside it.
    private let isTheViews: () -> Bool

    /// A receiver for `controller`'s view; `isTheViews` says whether a
    /// press reaching the handler is the view's own (a toolkit whose
    /// handler also sees the keys of widgets inside the view checks that
    /// the view has the focus itself).
    package init(controller: PlaceholderController, isTheViews: @escaping () -> Bool = { true }) {
        owner = OwnerReference(controller)
        self.isTheViews = isTheViews
    }

    /// The handler's data: the receiver, not retained (whoever connects the
    /// handler disconnects it before letting the receiver go).
    package var handlerData: gpointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Delivers a key press of `keyval` with `modifiers` (GDK's values)
    /// from a C handler whose data is `handlerData`, on the thread running
    /// GTK; returns whether the press was taken (stop it: TRUE).
    package nonisolated static func deliver(_ data: gpointer?, keyval: UInt32, modifiers: UInt32) -> gboolean {
        guard let data else { return 0 }
        let receiver = Unmanaged<KeyPressReceiver>.fromOpaque(data).takeUnretainedValue()
        return onGtkThread {
            guard receiver.isTheViews() else { return 0 }
            return receiver.controller?.keyPressed(keyval: keyval, modifiers: modifiers) == true ? 1 : 0
        }
    }
}
